import 'server-only';
import { and, ilike, or, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { PAGE_SIZE, pageCountOf, pageWithin, type ListPage } from '@/lib/domain/list-query';

/** `%` and `_` typed by a person are matched as themselves, not as ILIKE's wildcards. */
const literal = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/** Every word of `q` appears, in any case, in one of the columns; undefined (no condition) when q is blank. */
export function matchingWords(q: string, columns: readonly (PgColumn | SQL)[]): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => ilike(column, `%${literal(word)}%`)))));
}

/** One page of a list: counts the matching rows, keeps the page within the last one, then loads only that page's rows. */
export async function fetchPage<Row>(
  page: number,
  count: () => Promise<number>,
  rows: (limit: number, offset: number) => Promise<Row[]>,
): Promise<ListPage<Row>> {
  const total = await count();
  const current = pageWithin(page, total);
  return { rows: await rows(PAGE_SIZE, (current - 1) * PAGE_SIZE), total, page: current, pageCount: pageCountOf(total) };
}
