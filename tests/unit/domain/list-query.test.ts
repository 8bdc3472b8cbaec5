import { pageCountOf, pageOfRows, readListQuery } from '@/lib/domain/list-query';

const choices = { status: ['open', 'closed'], type: ['a', 'b'] } as const;

describe('readListQuery', () => {
  it('reads the search, the page and the filters of the URL', () => {
    expect(readListQuery({ q: '  door lock ', page: '3', status: 'open', type: 'b' }, choices)).toEqual({
      q: 'door lock',
      page: 3,
      filters: { status: 'open', type: 'b' },
    });
  });

  it('reads missing values as the whole first page', () => {
    expect(readListQuery({}, choices)).toEqual({ q: '', page: 1, filters: { status: '', type: '' } });
  });

  it.each(['0', '-2', '1.5', 'abc', '', '1e400', '99999999999999999999'])('reads page %p as 1', (page) => {
    expect(readListQuery({ page }, choices).page).toBe(1);
  });

  it('ignores a filter value that is not one of its choices, and takes the first of repeated values', () => {
    expect(readListQuery({ status: 'deleted', type: ['a', 'b'] }, choices).filters).toEqual({ status: '', type: 'a' });
  });

  it('cuts a very long search to 100 characters', () => {
    expect(readListQuery({ q: 'x'.repeat(500) }, choices).q).toHaveLength(100);
  });
});

describe('pageCountOf', () => {
  it.each([
    [0, 1],
    [1, 1],
    [20, 1],
    [21, 2],
    [45, 3],
  ])('%i rows fill %i pages of 20', (total, pages) => {
    expect(pageCountOf(total)).toBe(pages);
  });
});

describe('pageOfRows', () => {
  const rows = Array.from({ length: 45 }, (_, index) => index + 1);

  it('cuts rows read whole into pages of 20', () => {
    expect(pageOfRows(rows, 2)).toEqual({ rows: rows.slice(20, 40), total: 45, page: 2, pageCount: 3 });
    expect(pageOfRows(rows, 3).rows).toEqual([41, 42, 43, 44, 45]);
  });

  it('shows the last page for a page past it, as a list read in SQL does', () => {
    expect(pageOfRows(rows, 9)).toMatchObject({ page: 3, rows: [41, 42, 43, 44, 45] });
  });

  it('has one empty page for no rows', () => {
    expect(pageOfRows([], 4)).toEqual({ rows: [], total: 0, page: 1, pageCount: 1 });
  });
});
