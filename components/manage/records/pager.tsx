'use client';

import Link from 'next/link';
import { usePathname, useSearchParams } from 'next/navigation';

const linkClass =
  'rounded px-2 py-1 text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/** Previous and Next links for a paged list; they keep the list's search and filters in the URL. */
export function Pager({ page, pageCount, label }: { page: number; pageCount: number; label: string }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  if (pageCount <= 1) return null;
  const hrefOf = (target: number) => {
    const query = new URLSearchParams(searchParams.toString());
    if (target === 1) query.delete('page');
    else query.set('page', String(target));
    const text = query.toString();
    return text ? `${pathname}?${text}` : pathname;
  };
  return (
    <nav aria-label={label} className="mt-4 flex items-center justify-between text-sm font-medium">
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} scroll={false} className={linkClass}>
          Previous
        </Link>
      ) : (
        <span />
      )}
      <span className="text-slate-600">
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? (
        <Link href={hrefOf(page + 1)} scroll={false} className={linkClass}>
          Next
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
