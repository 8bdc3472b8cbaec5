import Link from 'next/link';
import type { HelpSummary } from '@/lib/schemas/help';

type Neighbour = Pick<HelpSummary, 'href' | 'title'>;

/** Previous and next article of the help center, in the index's order. */
export function HelpPager({ previous, next }: { previous?: Neighbour; next?: Neighbour }) {
  if (!previous && !next) return null;
  return (
    <nav aria-label="More help articles" className="mt-12 grid gap-4 border-t border-slate-200 pt-8 sm:grid-cols-2">
      {previous && (
        <Link href={previous.href} className="rounded-lg border border-slate-200 p-4 hover:border-indigo-300 hover:bg-indigo-50">
          <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">Previous</span>
          <span className="mt-1 block font-semibold text-indigo-700">{previous.title}</span>
        </Link>
      )}
      {next && (
        <Link
          href={next.href}
          className="rounded-lg border border-slate-200 p-4 hover:border-indigo-300 hover:bg-indigo-50 sm:col-start-2 sm:text-right"
        >
          <span className="block text-xs font-semibold uppercase tracking-wide text-slate-600">Next</span>
          <span className="mt-1 block font-semibold text-indigo-700">{next.title}</span>
        </Link>
      )}
    </nav>
  );
}
