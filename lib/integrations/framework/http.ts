import { outboundSession } from '@/lib/outbound';
import { patientFetch, type PatienceOptions } from './rate-limit';

/** A provider's answer that was not a success: its status and headers (never its body, which may repeat a secret). */
export class ProviderHttpError extends Error {
  constructor(
    readonly status: number,
    readonly headers: Headers,
    path: string,
  ) {
    super(`The provider answered ${status} to ${path}.`);
    this.name = 'ProviderHttpError';
  }
}

export type JsonClient = {
  /** GETs `path` with `query` and answers its JSON; a status other than 2xx throws a ProviderHttpError. */
  get: <T>(path: string, query?: Record<string, string | number | undefined>) => Promise<T>;
  /**
   * GETs `path` (or an absolute next-page address the provider gave, which must be of the API's own origin, so a
   * page link never carries the credentials elsewhere) and answers its JSON with the headers (paging links).
   */
  getPage: <T>(path: string, query?: Record<string, string | number | undefined>) => Promise<{ body: T; headers: Headers }>;
  /** POSTs a form and answers its JSON (a token exchange), at `url` of the run's origin. */
  postForm: <T>(url: string, form: Record<string, string>) => Promise<T>;
};

export type JsonClientOptions = {
  baseUrl: string;
  /** The headers of every request (the bearer token), read when each request is sent. */
  headers?: () => Promise<Record<string, string>> | Record<string, string>;
  patience?: PatienceOptions;
};

/** A next-page address on another origin than the API's: followed, it would send the credentials there. */
export class ForeignPageLink extends Error {
  constructor(readonly origin: string) {
    super(`A page link pointed to ${origin}, outside the API's address.`);
    this.name = 'ForeignPageLink';
  }
}

async function jsonOf<T>(response: Response, path: string): Promise<T> {
  if (!response.ok) {
    await response.body?.cancel();
    throw new ProviderHttpError(response.status, response.headers, path);
  }
  return (await response.json()) as T;
}

/**
 * A JSON client of a provider's REST API for one run, every request through the guarded outbound client (https to
 * a public address, or one the operator allows, bounded in pages, bytes and time) and waiting out rate limits where
 * the provider says when. One session per origin, so a token endpoint on another host is admitted by name.
 */
export function jsonClient({ baseUrl, headers, patience }: JsonClientOptions): JsonClient {
  const base = baseUrl.replace(/\/+$/, '');
  const sessions = new Map<string, ReturnType<typeof patientFetch>>();
  const fetchAt = (url: URL) => {
    let fetch = sessions.get(url.origin);
    if (!fetch) {
      fetch = patientFetch(outboundSession({ origin: url.origin }).fetch, patience);
      sessions.set(url.origin, fetch);
    }
    return fetch;
  };
  const getPage = async <T>(path: string, query: Record<string, string | number | undefined> = {}) => {
    const absolute = /^https?:\/\//i.test(path);
    const url = absolute ? new URL(path) : new URL(`${base}${path}`);
    if (url.origin !== new URL(base).origin) throw new ForeignPageLink(url.origin);
    for (const [name, value] of Object.entries(query)) if (value !== undefined) url.searchParams.set(name, String(value));
    const sent = { accept: 'application/json', ...(headers ? await headers() : {}) };
    const response = await fetchAt(url)(url, { headers: sent });
    return { body: await jsonOf<T>(response, absolute ? url.pathname : path), headers: response.headers };
  };
  return {
    get: async <T>(path: string, query: Record<string, string | number | undefined> = {}) => (await getPage<T>(path, query)).body,
    getPage,
    postForm: async <T>(address: string, form: Record<string, string>) => {
      const url = new URL(address);
      const body = new URLSearchParams(form).toString();
      const sent = { accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' };
      return jsonOf<T>(await fetchAt(url)(url, { method: 'POST', headers: sent, body }), url.pathname);
    },
  };
}

/**
 * Every item of a list served page by page with a continuation token (Google's pageToken, Microsoft's skip token):
 * `page` reads one page given the token of the one before (none for the first). The outbound client bounds how
 * many pages one list may have, so a server that always answers another token stops the run.
 */
export async function everyPage<T>(page: (token: string | undefined) => Promise<{ items: T[]; next?: string | null }>): Promise<T[]> {
  const items: T[] = [];
  let token: string | undefined;
  do {
    const answer = await page(token);
    items.push(...answer.items);
    token = answer.next || undefined;
  } while (token);
  return items;
}
