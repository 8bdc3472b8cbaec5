import { NodeHttpHandler } from '@smithy/node-http-handler';
import type { Readable } from 'node:stream';
import { boundedBody, checkAnswer, outboundSession } from '@/lib/outbound';

type HandlerArguments = Parameters<NodeHttpHandler['handle']>;

/**
 * The AWS SDK's request handler, sending through the outbound client: each request admitted (https, a public
 * address or one the operator allows, pages counted), its connection made by the outbound agents (whose look-up
 * refuses a private address), its answer bounded in bytes; AWS's SDK follows no redirect. `baseUrl`, when given,
 * keeps every request at that address.
 */
export class OutboundAwsHandler {
  private readonly session;
  private readonly inner: NodeHttpHandler;
  readonly metadata = { handlerProtocol: 'http/1.1' };

  constructor(baseUrl: string, timeoutMs: number) {
    this.session = outboundSession({ origin: baseUrl || undefined, limits: { timeoutMs } });
    this.inner = new NodeHttpHandler({
      httpAgent: this.session.agents.http,
      httpsAgent: this.session.agents.https,
      requestTimeout: timeoutMs,
      connectionTimeout: timeoutMs,
    });
  }

  async handle(...[request, options]: HandlerArguments): ReturnType<NodeHttpHandler['handle']> {
    const port = request.port ? `:${request.port}` : '';
    const url = this.session.admit(`${request.protocol}//${request.hostname}${port}${request.path}`, request.method);
    const answer = await this.inner.handle(request, options);
    const { response } = answer;
    checkAnswer(
      url,
      { statusCode: response.statusCode, headers: response.headers, destroy: () => (response.body as Readable)?.destroy?.() },
      this.session.limits.maxBytes,
    );
    if (response.body) response.body = boundedBody(url, response.body as Readable, this.session.limits.maxBytes);
    return answer;
  }

  updateHttpClientConfig(...args: Parameters<NodeHttpHandler['updateHttpClientConfig']>) {
    this.inner.updateHttpClientConfig(...args);
  }

  httpHandlerConfigs() {
    return this.inner.httpHandlerConfigs();
  }

  destroy() {
    this.inner.destroy();
  }
}
