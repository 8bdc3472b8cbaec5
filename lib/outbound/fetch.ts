import { request as httpRequest, type Agent as HttpAgent, type IncomingMessage, type OutgoingHttpHeaders } from 'node:http';
import { request as httpsRequest, type Agent as HttpsAgent } from 'node:https';
import { Readable } from 'node:stream';
import { OutboundRefusal } from './refusal';
import { boundedBody, checkAnswer } from './answer';
import type { OutboundLimits } from './limits';

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** What a guarded fetch sends through: the session's limits, its connections and its check of each request. */
export type GuardedConnection = {
  limits: OutboundLimits;
  agents: { http: HttpAgent; https: HttpsAgent };
  /** Checks and counts a request about to be sent; answers its URL or throws an OutboundRefusal. */
  admit: (address: string | URL, method: string) => URL;
};

/** The request's headers as Node sends them; no compression is asked for, so the bytes counted are the bytes read. */
function headersOf(init: HeadersInit | undefined, body: Buffer | undefined): OutgoingHttpHeaders {
  const headers: OutgoingHttpHeaders = {};
  new Headers(init).forEach((value, name) => {
    if (name !== 'accept-encoding' && name !== 'content-length') headers[name] = value;
  });
  if (body) headers['content-length'] = body.byteLength;
  return headers;
}

function bodyOf(body: BodyInit | null | undefined): Buffer | undefined {
  if (body === null || body === undefined) return undefined;
  if (typeof body === 'string') return Buffer.from(body);
  if (body instanceof Uint8Array) return Buffer.from(body);
  if (body instanceof ArrayBuffer) return Buffer.from(body);
  throw new TypeError('An outbound request body must be text or bytes.');
}

function send(
  session: GuardedConnection,
  url: URL,
  method: string,
  headers: OutgoingHttpHeaders,
  body: Buffer | undefined,
  signal: AbortSignal,
) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const secure = url.protocol === 'https:';
    const agent = secure ? session.agents.https : session.agents.http;
    const request = (secure ? httpsRequest : httpRequest)(url, { method, headers, agent, signal }, resolve);
    request.on('error', reject);
    request.end(body);
  });
}

/** The response of a Node answer, its headers as sent and its body counted as it is read. */
function responseOf(session: GuardedConnection, url: URL, method: string, answer: IncomingMessage): Response {
  checkAnswer(url, answer, session.limits.maxBytes);
  const headers = new Headers();
  for (let index = 0; index + 1 < answer.rawHeaders.length; index += 2)
    headers.append(answer.rawHeaders[index]!, answer.rawHeaders[index + 1]!);
  const empty = method === 'HEAD' || [204, 205, 304].includes(answer.statusCode ?? 0);
  if (empty) answer.resume();
  const body = empty ? null : (Readable.toWeb(boundedBody(url, answer, session.limits.maxBytes)) as ReadableStream<Uint8Array>);
  const response = new Response(body, { status: answer.statusCode, statusText: answer.statusMessage, headers });
  Object.defineProperty(response, 'url', { value: url.href });
  return response;
}

/**
 * fetch through a session: each request and redirect admitted (https, public address, same origin, pages counted),
 * redirects followed only within the same address, the whole request bounded in time and its answer in bytes.
 */
export async function guardedFetch(session: GuardedConnection, input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
  if (input instanceof Request) throw new TypeError('An outbound request is given as a URL and its options.');
  let method = (init.method ?? 'GET').toUpperCase();
  let body = bodyOf(init.body);
  const timeout = AbortSignal.timeout(session.limits.timeoutMs);
  const signal = init.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  let url = session.admit(input, method);
  for (let redirects = 0; ; redirects += 1) {
    const answer = await send(session, url, method, headersOf(init.headers, body), body, signal);
    const location = REDIRECTS.has(answer.statusCode ?? 0) ? answer.headers.location : undefined;
    if (!location) return responseOf(session, url, method, answer);
    answer.resume();
    const next = URL.canParse(location, url) ? new URL(location, url) : null;
    if (!next || next.origin !== url.origin) {
      throw new OutboundRefusal(
        'redirect',
        `${url.origin} redirected to another address; the product follows redirects only within the same address.`,
      );
    }
    if (redirects >= session.limits.maxRedirects) {
      throw new OutboundRefusal('too-many-redirects', `${url.origin} redirected more than ${session.limits.maxRedirects} times.`);
    }
    // A 303, or a 301 or 302 after a POST, is followed with a GET, as browsers do.
    if (answer.statusCode === 303 || (method === 'POST' && (answer.statusCode === 301 || answer.statusCode === 302))) {
      method = 'GET';
      body = undefined;
    }
    url = session.admit(next, method);
  }
}
