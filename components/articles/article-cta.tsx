import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { frameworkCountLabel } from '@/lib/catalog/framework-count';

/**
 * The article's calls to action. The prototype's buttons pointed at '#'; here they lead where a reader who
 * finished a compliance article wants to go: the free questionnaire and a demo.
 */
export function ArticleCta({ variant = 'panel' }: { variant?: 'panel' | 'compact' }) {
  if (variant === 'compact') {
    return (
      <div className="rounded-lg border border-indigo-200 bg-indigo-50 p-5">
        <p className="text-sm font-semibold text-slate-900">Which frameworks apply to you?</p>
        <p className="mt-1 text-sm text-slate-700">Answer three questions and get your list in about 2 minutes.</p>
        <Link href="/questionnaire" className={buttonClasses('primary', 'mt-4 w-full')}>
          Take the questionnaire
        </Link>
      </div>
    );
  }
  return (
    <section aria-labelledby="cta-heading" className="mt-12 rounded-xl bg-indigo-700 px-6 py-8 text-white sm:px-10">
      <h2 id="cta-heading" className="text-2xl font-bold">
        Get compliant in days, not months
      </h2>
      <p className="mt-2 max-w-2xl text-indigo-50">
        Find out which of {frameworkCountLabel()} frameworks apply to your company with our free questionnaire (no account required), or see
        evidence collection, policies and audits automated in a 30-minute demo.
      </p>
      <div className="mt-6 flex flex-wrap gap-3">
        <Link
          href="/questionnaire"
          className="inline-flex items-center justify-center rounded-md bg-white px-4 py-2 text-sm font-semibold text-indigo-800 hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Take the free questionnaire
        </Link>
        <Link
          href="/book"
          className="inline-flex items-center justify-center rounded-md border border-white px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Book a demo
        </Link>
      </div>
    </section>
  );
}
