import Link from 'next/link';
import { Suspense } from 'react';
import { Pager } from '@/components/manage/records/pager';
import { SectionCard, EmptyState } from '@/components/manage/records/section-card';
import { StatCard } from '@/components/ui/stat-card';
import type { ListPage } from '@/lib/domain/list-query';
import type { PersonTrainingRow, TrainingFigures } from '@/lib/domain/training/rules';
import { TrainingStatusBadge } from './training-status-badge';

const cellClass = 'px-3 py-2 text-sm text-slate-800';
const headClass = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-600';

/** The organization's figures, counted on the server, and a page of everyone employed with their status, due date and lessons. */
export function PeopleTrainingTable({
  people,
  lessonCount,
}: {
  people: ListPage<PersonTrainingRow> & { figures: TrainingFigures };
  lessonCount: number;
}) {
  const { rows, figures } = people;
  return (
    <>
      <div className="mb-6 grid gap-4 sm:grid-cols-3">
        <StatCard label="Complete" value={`${figures.complete} of ${figures.total}`} hint={figures.text} />
        <StatCard label="Overdue" value={figures.overdue} />
        <StatCard label="Due" value={figures.total - figures.complete - figures.overdue} />
      </div>
      <SectionCard title="People">
        {rows.length === 0 ? (
          <EmptyState title="Nobody is employed yet">Add people in People: each is assigned the course on their start date.</EmptyState>
        ) : (
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200" aria-label="Training of people">
              <thead>
                <tr>
                  <th scope="col" className={headClass}>
                    Name
                  </th>
                  <th scope="col" className={headClass}>
                    Status
                  </th>
                  <th scope="col" className={headClass}>
                    Due date
                  </th>
                  <th scope="col" className={headClass}>
                    Lessons passed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {rows.map((row) => (
                  <tr key={row.personId}>
                    <td className={cellClass}>
                      <Link
                        href={`/manage/people/${row.personId}`}
                        className="font-medium text-indigo-700 underline-offset-2 hover:underline"
                      >
                        {row.name}
                      </Link>
                      {row.department && <p className="text-xs text-slate-600">{row.department}</p>}
                    </td>
                    <td className={cellClass}>
                      <TrainingStatusBadge status={row.status} />
                    </td>
                    <td className={cellClass}>{row.dueDate}</td>
                    <td className={cellClass}>
                      {row.passedLessons.length} of {lessonCount}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Suspense fallback={null}>
              <Pager page={people.page} pageCount={people.pageCount} label="Training pages" />
            </Suspense>
          </div>
        )}
      </SectionCard>
    </>
  );
}
