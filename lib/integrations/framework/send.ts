import { outboundSession } from '@/lib/outbound';
import { ProviderHttpError } from './http';
import { patientFetch, type PatienceOptions } from './rate-limit';

export type JsonSender = {
  /** Sends `body` as JSON with `method` to `path` and answers the JSON (null for an empty answer); non-2xx throws. */
  send: <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => Promise<T>;
};

/**
 * A client that writes to a provider's API (a tracker's issue, a chat message), every request through the guarded
 * outbound client at the connection's own origin and waiting out a rate limit where the provider says when
 * (Retry-After), as the framework's JSON client does for reads.
 */
export function jsonSender({
  baseUrl,
  headers,
  patience,
  bodyOf = [],
}: {
  baseUrl: string;
  headers: () => Record<string, string>;
  patience?: PatienceOptions;
  /** Failure statuses whose JSON body is answered rather than thrown: GraphQL's errors come in a 400's body. */
  bodyOf?: readonly number[];
}): JsonSender {
  const base = baseUrl.replace(/\/+$/, '');
  const fetch = patientFetch(outboundSession({ origin: new URL(base).origin }).fetch, patience);
  return {
    send: async <T>(method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
      const sent: Record<string, string> = { accept: 'application/json', ...headers() };
      if (body !== undefined) sent['content-type'] = 'application/json; charset=utf-8';
      const response = await fetch(new URL(`${base}${path}`), {
        method,
        headers: sent,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      if (!response.ok && !bodyOf.includes(response.status)) {
        await response.body?.cancel();
        throw new ProviderHttpError(response.status, response.headers, path);
      }
      const text = await response.text();
      return (text ? JSON.parse(text) : null) as T;
    },
  };
}
