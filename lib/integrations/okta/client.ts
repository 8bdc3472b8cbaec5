import { Client, DefaultRequestExecutor } from '@okta/okta-sdk-nodejs';
import { outboundSession, type OutboundSession } from '@/lib/outbound';
import { patientFetch } from '../framework/rate-limit';

/** How long one Okta request may take before it is given up. */
export const REQUEST_TIMEOUT_MS = 15_000;

/** What the SDK asks of its executor: node-fetch's options with the URL. */
type OktaRequest = Parameters<DefaultRequestExecutor['fetch']>[0] & { method?: string; headers?: unknown; body?: unknown };

/**
 * The SDK's executor with its requests sent through the outbound client instead of its own fetch, so every request,
 * page (Okta's `next` links) and redirect is checked, bounded and kept at the org's address. The SDK's own retry
 * is off: the framework waits out a rate limit that resets within half a minute, and a longer one is reported with
 * its reset time.
 */
class OutboundRequestExecutor extends DefaultRequestExecutor {
  private readonly send: OutboundSession['fetch'];

  constructor(session: OutboundSession) {
    super({ maxRetries: 0, requestTimeout: REQUEST_TIMEOUT_MS });
    this.send = patientFetch(session.fetch);
  }

  override fetch(request: OktaRequest): Promise<Response> {
    const { url = '', method, headers, body } = request;
    return this.send(url, {
      method: method ?? 'GET',
      headers: headers as Record<string, string> | undefined,
      body: typeof body === 'string' ? body : undefined,
    });
  }
}

/**
 * An Okta management client for `orgUrl` with an API token (SSWS). Every setting is given here, so nothing is taken
 * from an okta.yaml or OKTA_* variables on the server. It logs nothing, caches nothing between runs, gives up on each
 * request after 15 seconds and waits out only a short rate limit: a longer one is reported with its reset time.
 */
export function oktaClient(orgUrl: string, token: string): Client {
  const trimmed = orgUrl.replace(/\/+$/, '');
  return new Client({
    orgUrl: trimmed,
    token,
    authorizationMode: 'SSWS',
    cacheMiddleware: null,
    requestExecutor: new OutboundRequestExecutor(outboundSession({ origin: trimmed, limits: { timeoutMs: REQUEST_TIMEOUT_MS } })),
  });
}
