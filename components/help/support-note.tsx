import Link from 'next/link';

/** Where a reader goes when the article did not answer the question. */
export function SupportNote() {
  return (
    <div className="rounded-lg border border-indigo-200 bg-indigo-50 p-5">
      <p className="text-sm font-semibold text-slate-900">Still have a question?</p>
      <p className="mt-1 text-sm text-slate-700">
        The{' '}
        <Link href="/support" className="font-medium text-indigo-700 underline underline-offset-2">
          Support page
        </Link>{' '}
        says how to reach us.
      </p>
    </div>
  );
}
