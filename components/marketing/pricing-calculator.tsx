'use client';

import Link from 'next/link';
import { useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { formatUsd, maxSelfServeFrameworks, quotePrice } from '@/lib/domain/pricing';

const options = [
  ...Array.from({ length: maxSelfServeFrameworks }, (_, index) => ({
    value: String(index + 1),
    label: `${index + 1} framework${index === 0 ? '' : 's'}`,
  })),
  { value: String(maxSelfServeFrameworks + 1), label: `More than ${maxSelfServeFrameworks}` },
];

/** Choose how many frameworks to pay for; shows the monthly price, free frameworks and total. */
export function PricingCalculator() {
  const [count, setCount] = useState(5);
  const quote = quotePrice(count);

  return (
    <div className="mx-auto max-w-xl rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
      <SelectField
        id="calculator-count"
        label="Paid frameworks"
        options={options}
        value={String(count)}
        onChange={(event) => setCount(Number(event.target.value))}
      />
      <div aria-live="polite" className="mt-6">
        {quote.kind === 'priced' ? (
          <dl className="grid grid-cols-3 gap-4 text-center">
            <div className="flex flex-col-reverse justify-end">
              <dt className="text-sm text-slate-600">Monthly price</dt>
              <dd className="text-2xl font-bold text-slate-900" data-testid="calculator-price">
                {formatUsd(quote.monthlyPrice)}
              </dd>
            </div>
            <div className="flex flex-col-reverse justify-end">
              <dt className="text-sm text-slate-600">Free frameworks</dt>
              <dd className="text-2xl font-bold text-emerald-800" data-testid="calculator-free">
                {quote.freeFrameworks}
              </dd>
            </div>
            <div className="flex flex-col-reverse justify-end">
              <dt className="text-sm text-slate-600">Total frameworks</dt>
              <dd className="text-2xl font-bold text-slate-900" data-testid="calculator-total">
                {quote.totalFrameworks}
              </dd>
            </div>
          </dl>
        ) : (
          <div className="text-center">
            <p className="font-semibold text-slate-900">More than 10 frameworks? Contact us for volume pricing.</p>
            <Link href="/book" className={buttonClasses('primary', 'mt-4')}>
              Contact sales
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
