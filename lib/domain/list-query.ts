/** Rows a record list shows per page. */
export const PAGE_SIZE = 20;

/** A page's awaited `searchParams`. */
export type UrlQuery = Record<string, string | string[] | undefined>;

export type ListQuery<Key extends string> = { q: string; page: number; filters: Record<Key, string> };

/** One page of a list: its rows, how many rows match in all, and which page of how many this is. */
export type ListPage<Row> = { rows: Row[]; total: number; page: number; pageCount: number };

const MAX_SEARCH_LENGTH = 100;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/**
 * A list's search, page and filters from the URL query. Anything a person can type into the address bar is
 * answered with a list, never an error: a page that is not a whole number from 1 reads as 1, a filter value that
 * is not one of its choices reads as '' (all).
 */
export function readListQuery<Key extends string>(query: UrlQuery, choices: Record<Key, readonly string[]>): ListQuery<Key> {
  const page = Number(first(query.page));
  const filters = Object.fromEntries(
    (Object.entries(choices) as [Key, readonly string[]][]).map(([key, allowed]) => {
      const value = first(query[key]);
      return [key, allowed.includes(value) ? value : ''];
    }),
  ) as Record<Key, string>;
  return {
    q: first(query.q).trim().slice(0, MAX_SEARCH_LENGTH),
    page: Number.isSafeInteger(page) && page >= 1 ? page : 1,
    filters,
  };
}

/** How many pages `total` rows fill; an empty list still has its one (empty) page. */
export function pageCountOf(total: number, pageSize = PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to show of `total` rows: kept within the last one, so a bookmarked page 9 of a list that shrank shows its last page. */
export function pageWithin(page: number, total: number): number {
  return Math.min(Math.max(1, page), pageCountOf(total));
}

/** One page of rows already read whole (a list derived in memory), kept within the last page as a list read in SQL is. */
export function pageOfRows<Row>(rows: readonly Row[], page: number): ListPage<Row> {
  const current = pageWithin(page, rows.length);
  return {
    rows: rows.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE),
    total: rows.length,
    page: current,
    pageCount: pageCountOf(rows.length),
  };
}
