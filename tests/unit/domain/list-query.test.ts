import { pageCountOf, readListQuery } from '@/lib/domain/list-query';

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
