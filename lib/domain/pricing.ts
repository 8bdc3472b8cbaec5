/** Pricing: $200 per framework per month; every 5 paid frameworks bring 1 more free. */
export const pricePerFramework = 200;
export const paidPerFreeFramework = 5;
/** Above this many paid frameworks the price is quoted by sales (volume pricing). */
export const maxSelfServeFrameworks = 10;

export type PriceQuote =
  | { kind: 'priced'; paidFrameworks: number; monthlyPrice: number; freeFrameworks: number; totalFrameworks: number }
  | { kind: 'contact-sales'; paidFrameworks: number };

/**
 * The monthly price of a plan with `paidFrameworks` paid frameworks. More than 10 answers 'contact-sales'.
 * Throws a RangeError for anything that is not a whole number of at least 1.
 */
export function quotePrice(paidFrameworks: number): PriceQuote {
  if (!Number.isInteger(paidFrameworks) || paidFrameworks < 1) {
    throw new RangeError(`A plan needs a whole number of frameworks, at least 1 (got ${paidFrameworks})`);
  }
  if (paidFrameworks > maxSelfServeFrameworks) return { kind: 'contact-sales', paidFrameworks };
  const freeFrameworks = Math.floor(paidFrameworks / paidPerFreeFramework);
  return {
    kind: 'priced',
    paidFrameworks,
    monthlyPrice: paidFrameworks * pricePerFramework,
    freeFrameworks,
    totalFrameworks: paidFrameworks + freeFrameworks,
  };
}

/** "$1,000": whole US dollars with thousands separators. */
export function formatUsd(amount: number): string {
  return `$${amount.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;
}
