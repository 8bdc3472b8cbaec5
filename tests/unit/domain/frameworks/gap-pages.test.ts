import type { FrameworkGaps, GapRequirement } from '@/lib/domain/frameworks/gap-list';
import { pageOfGapLists } from '@/lib/domain/frameworks/gap-pages';

const gap = (id: string): GapRequirement => ({ id, title: `Requirement ${id}`, group: 'Group', missing: [], due: null });

const list = (frameworkId: string, gapCount: number, total = 60): FrameworkGaps => ({
  frameworkId,
  name: frameworkId.toUpperCase(),
  edition: '2026',
  met: total - gapCount,
  total,
  gaps: Array.from({ length: gapCount }, (_, index) => gap(`${frameworkId}-${index + 1}`)),
});

// 15 + 0 + 30 gaps: 45 in all, three pages of 20.
const lists = [list('soc2', 15), list('gdpr', 0), list('iso27001', 30)];
const shownIds = (page: number) => pageOfGapLists(lists, page).lists.flatMap((shown) => shown.gaps.map((row) => row.id));

describe('pageOfGapLists', () => {
  it('pages the gaps of every framework in order, each once, 20 a page', () => {
    const pages = [1, 2, 3].map(shownIds);
    expect(pages.map((ids) => ids.length)).toEqual([20, 20, 5]);
    expect(pages.flat()).toEqual(lists.flatMap((whole) => whole.gaps.map((row) => row.id)));
  });

  it('counts every gap and page, whichever page is shown', () => {
    for (const page of [1, 2, 3]) expect(pageOfGapLists(lists, page)).toMatchObject({ total: 45, page, pageCount: 3 });
  });

  it('shows a framework split across two pages on both, with its own met count', () => {
    const first = pageOfGapLists(lists, 1).lists;
    const second = pageOfGapLists(lists, 2).lists;
    expect(first.map((shown) => shown.frameworkId)).toEqual(['soc2', 'gdpr', 'iso27001']);
    expect(first.find((shown) => shown.frameworkId === 'iso27001')).toMatchObject({ met: 30, total: 60, gaps: { length: 5 } });
    expect(second.map((shown) => shown.frameworkId)).toEqual(['iso27001']);
  });

  it('shows a framework whose requirements are all met on the first page only', () => {
    expect(pageOfGapLists(lists, 1).lists.find((shown) => shown.frameworkId === 'gdpr')?.gaps).toEqual([]);
    expect(pageOfGapLists(lists, 3).lists.map((shown) => shown.frameworkId)).toEqual(['iso27001']);
  });

  it('keeps a page past the last one within the last, as the record lists do', () => {
    expect(pageOfGapLists(lists, 9)).toMatchObject({ page: 3, pageCount: 3 });
    expect(shownIds(9)).toEqual(shownIds(3));
  });

  it('answers one empty page when nothing is followed', () => {
    expect(pageOfGapLists([], 2)).toEqual({ lists: [], total: 0, page: 1, pageCount: 1 });
  });
});
