import 'server-only';
import { outboundSession, refusalOf, type OutboundOptions } from '@/lib/outbound';
import { SsoFailure } from './failure';

/** A provider's answer must come within 10 seconds: a person is waiting on the sign-in page. */
const SSO_TIMEOUT_MS = 10_000;
/** Metadata and discovery documents are small; a megabyte is far above any real one. */
const SSO_MAX_BYTES = 1024 * 1024;

type FetchOptions = { body?: unknown; headers?: Record<string, string> | Headers; method?: string; signal?: AbortSignal };

/** A request body as the guarded client sends it: a form's parameters become their text. */
function bodyOf(body: unknown): BodyInit | undefined {
  if (body === undefined || body === null) return undefined;
  if (body instanceof URLSearchParams) return body.toString();
  if (typeof body === 'string') return body;
  if (body instanceof Uint8Array) return Buffer.from(body) as unknown as BodyInit;
  if (body instanceof ArrayBuffer) return Buffer.from(body) as unknown as BodyInit;
  throw new TypeError('A sign-on request body must be text or bytes.');
}

/**
 * A fetch for a provider's discovery, keys, tokens and metadata through the guarded outbound client (https to
 * public addresses, or hosts of OUTBOUND_ALLOWED_HOSTS), with the shape openid-client's `customFetch` calls.
 */
export function ssoFetch(options: OutboundOptions = {}) {
  const session = outboundSession({ ...options, limits: { timeoutMs: SSO_TIMEOUT_MS, maxBytes: SSO_MAX_BYTES, ...options.limits } });
  return (url: string | URL, init: FetchOptions = {}): Promise<Response> =>
    session.fetch(url, {
      method: init.method,
      headers: init.headers,
      body: bodyOf(init.body),
      signal: init.signal,
    });
}

/** The refusal of the guarded client as a sign-on failure, or the error unchanged. */
export function outboundFailure(error: unknown, what: string): unknown {
  const refusal = refusalOf(error);
  return refusal ? new SsoFailure(`${what}: ${refusal.message}`) : error;
}
