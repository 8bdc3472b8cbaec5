import { pageOfRows, type ListPage } from '../list-query';
import type { FrameworkGaps } from './gap-list';

/** A page of several frameworks' gaps: the lists cut to the page's gaps, and which page of how many gaps in all. */
export type GapListsPage = Omit<ListPage<never>, 'rows'> & { lists: FrameworkGaps[] };

/**
 * One page of the gaps of several frameworks, as the record lists page their rows: in the frameworks' order, then
 * the standard's. Each framework with gaps on the page keeps its heading and its met count and shows only those
 * gaps; a framework whose requirements are all met has no row to page and shows on the first page.
 */
export function pageOfGapLists(lists: readonly FrameworkGaps[], page: number): GapListsPage {
  const rows = lists.flatMap((list) => list.gaps.map((gap) => ({ frameworkId: list.frameworkId, gap })));
  const { rows: shown, ...paging } = pageOfRows(rows, page);
  const paged = lists.flatMap((list) => {
    const gaps = shown.filter((row) => row.frameworkId === list.frameworkId).map((row) => row.gap);
    return gaps.length > 0 || (list.gaps.length === 0 && paging.page === 1) ? [{ ...list, gaps }] : [];
  });
  return { lists: paged, ...paging };
}
