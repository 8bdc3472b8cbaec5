import Link from 'next/link';
import type { ActivityItem } from './types';

const pageLink = (page: number) => `/manage/settings?path=organization&page=${page}`;

/** Recent Activity: who did what and when, newest first, a page at a time (`?page=`). */
export function ActivityLog({ entries, page, hasOlder }: { entries: readonly ActivityItem[]; page: number; hasOlder: boolean }) {
  return (
    <section aria-labelledby="activity-heading" className="space-y-3">
      <h3 id="activity-heading" className="text-base font-semibold text-slate-900">
        Recent Activity
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-600">
          {page > 1 ? 'There is no older activity.' : 'Nothing has been done in this organization yet.'}
        </p>
      ) : (
        <ol className="divide-y divide-slate-200 rounded-lg border border-slate-200">
          {entries.map((entry) => (
            <li key={entry.id} className="px-4 py-3 text-sm text-slate-700">
              <span className="font-medium text-slate-900">{entry.actorName}</span> · {entry.summary} ·{' '}
              <time dateTime={entry.atIso} className="text-slate-600">
                {entry.at}
              </time>
            </li>
          ))}
        </ol>
      )}
      {(page > 1 || hasOlder) && (
        <nav aria-label="Activity pages" className="flex justify-between text-sm font-medium">
          {page > 1 ? (
            <Link
              href={pageLink(page - 1)}
              scroll={false}
              className="text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              Newer
            </Link>
          ) : (
            <span />
          )}
          {hasOlder && (
            <Link
              href={pageLink(page + 1)}
              scroll={false}
              className="text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
            >
              Older
            </Link>
          )}
        </nav>
      )}
    </section>
  );
}
