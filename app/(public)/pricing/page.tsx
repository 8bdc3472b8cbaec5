import type { Metadata } from 'next';
import Link from 'next/link';
import { Hero } from '@/components/marketing/hero';
import { PricingCalculator } from '@/components/marketing/pricing-calculator';
import { Section } from '@/components/marketing/section';
import { buttonClasses } from '@/components/ui/button';
import { formatUsd, maxSelfServeFrameworks, quotePrice } from '@/lib/domain/pricing';
import { pageMetadata } from '@/lib/marketing/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Pricing',
  description: '$200 per framework per month. For every 5 paid frameworks, 1 extra framework is free. Volume pricing above 10.',
  path: '/pricing',
});

const rows = Array.from({ length: maxSelfServeFrameworks }, (_, index) => quotePrice(index + 1));

export default function PricingPage() {
  return (
    <>
      <Hero
        eyebrow="Pricing"
        title="Simple pricing per framework"
        lead="$200 per framework per month. For every 5 paid frameworks, 1 extra framework is free."
      />
      <Section id="calculator" title="Price your plan" lead="Choose how many frameworks you need.">
        <PricingCalculator />
      </Section>
      <Section id="table" title="Price table" tone="slate">
        <div className="mx-auto max-w-3xl overflow-x-auto rounded-lg border border-slate-200 bg-white shadow-sm">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Monthly price by number of paid frameworks</caption>
            <thead className="bg-slate-100 text-slate-800">
              <tr>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Frameworks paid
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Monthly price
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Free frameworks
                </th>
                <th scope="col" className="px-4 py-3 font-semibold">
                  Total frameworks
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-200">
              {rows.map(
                (row) =>
                  row.kind === 'priced' && (
                    <tr key={row.paidFrameworks}>
                      <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                        {row.paidFrameworks}
                      </th>
                      <td className="px-4 py-3 text-slate-900">{formatUsd(row.monthlyPrice)}</td>
                      <td className="px-4 py-3 text-slate-700">{row.freeFrameworks > 0 ? `+${row.freeFrameworks} free` : '—'}</td>
                      <td className="px-4 py-3 text-slate-700">{row.totalFrameworks}</td>
                    </tr>
                  ),
              )}
              <tr>
                <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                  More than 10
                </th>
                <td colSpan={3} className="px-4 py-3 text-slate-700">
                  Contact us for volume pricing
                </td>
              </tr>
            </tbody>
          </table>
        </div>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href="/questionnaire" className={buttonClasses('primary')}>
            Find which frameworks you need
          </Link>
          <Link href="/book" className={buttonClasses('secondary')}>
            Talk to sales
          </Link>
        </div>
      </Section>
    </>
  );
}
