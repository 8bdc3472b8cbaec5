import { formatUsd, quotePrice } from '@/lib/domain/pricing';

/** The pricing table: frameworks paid → price, total with free. */
const specTable: [number, number, number, number][] = [
  [1, 200, 0, 1],
  [2, 400, 0, 2],
  [3, 600, 0, 3],
  [4, 800, 0, 4],
  [5, 1000, 1, 6],
  [6, 1200, 1, 7],
  [7, 1400, 1, 8],
  [8, 1600, 1, 9],
  [9, 1800, 1, 10],
  [10, 2000, 2, 12],
];

describe('quotePrice', () => {
  it.each(specTable)('%i paid frameworks cost $%i a month with %i free (%i in total)', (paid, price, free, total) => {
    expect(quotePrice(paid)).toEqual({
      kind: 'priced',
      paidFrameworks: paid,
      monthlyPrice: price,
      freeFrameworks: free,
      totalFrameworks: total,
    });
  });

  it.each([11, 12, 50])('%i frameworks ask to contact sales for volume pricing', (paid) => {
    expect(quotePrice(paid)).toEqual({ kind: 'contact-sales', paidFrameworks: paid });
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY])('rejects %p frameworks', (paid) => {
    expect(() => quotePrice(paid)).toThrow(RangeError);
  });

  it('matches the questionnaire sample: 5 frameworks, $1,000 and 1 free', () => {
    const quote = quotePrice(5);
    expect(quote.kind === 'priced' && [formatUsd(quote.monthlyPrice), quote.freeFrameworks]).toEqual(['$1,000', 1]);
  });
});

describe('formatUsd', () => {
  it.each([
    [200, '$200'],
    [1000, '$1,000'],
    [2000, '$2,000'],
  ])('formats %i as %s', (amount, text) => {
    expect(formatUsd(amount)).toBe(text);
  });
});
