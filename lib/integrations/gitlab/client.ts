import { everyPage, jsonClient, type JsonClient } from '../framework/http';
import type { GitlabConnection } from './connection';

/** The largest page REST v4 serves. */
export const PER_PAGE = 100;

/** A client of GitLab's REST v4 for one run: the token in PRIVATE-TOKEN, every request through the framework's guarded client. */
export const gitlabClient = ({ baseUrl, token }: GitlabConnection): JsonClient =>
  jsonClient({ baseUrl: `${baseUrl.replace(/\/+$/, '')}/api/v4`, headers: () => ({ 'private-token': token }) });

/** The next page's address of a Link header (keyset and offset pagination both give one), or null. */
export function nextLinkOf(link: string | null): string | null {
  for (const part of (link ?? '').split(',')) {
    const match = /<([^>]+)>\s*;\s*rel="?next"?/i.exec(part);
    if (match?.[1]) return match[1];
  }
  return null;
}

/**
 * Every item of a REST v4 list: the next page by the Link header's rel="next", else by X-Next-Page (empty on the
 * last page), so offset and keyset pagination are both followed.
 */
export function gitlabList<T>(client: JsonClient, path: string, query: Record<string, string | number> = {}): Promise<T[]> {
  return everyPage<T>(async (next) => {
    const { body, headers } = await client.getPage<T[]>(next ?? path, next ? {} : { per_page: PER_PAGE, ...query });
    const nextPage = headers.get('x-next-page')?.trim();
    const following =
      nextLinkOf(headers.get('link')) ?? (nextPage ? pageAddress(path, { per_page: PER_PAGE, ...query, page: nextPage }) : null);
    return { items: Array.isArray(body) ? body : [], next: following };
  });
}

const pageAddress = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString()}`;
