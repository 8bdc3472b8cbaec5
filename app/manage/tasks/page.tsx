import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { Pager } from '@/components/manage/records/pager';
import { TaskFilters } from '@/components/manage/tasks/task-filters';
import { TaskGroups } from '@/components/manage/tasks/task-groups';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { countTasksByKind, pageOfTasks, taskKindFilter, taskKindLabels } from '@/lib/domain/tasks/rules';
import { memberTaskList } from '@/lib/workspace/tasks';

export const metadata: Metadata = { title: 'My tasks' };

type Props = { searchParams: Promise<UrlQuery> };

/**
 * What the signed-in person must do, read from the records: by kind, overdue first, each linked to its record, a page
 * at a time; the counts are of every task.
 */
export default async function MyTasksPage({ searchParams }: Props) {
  const member = await requireMember();
  const now = new Date();
  const today = dayOf(now);
  const [list, params] = await Promise.all([memberTaskList(member, today), searchParams]);
  const kind = taskKindFilter(params.kind);
  const shown = pageOfTasks(list, kind, readListQuery(params, {}).page);
  const { count } = list;
  return (
    <>
      <PageHeader
        title="My tasks"
        description="What you must do: controls you own, failing checks, evidence to review or renew, policies to approve, accept or review, and your training."
      />
      {count.total === 0 ? (
        <EmptyState title="You have no tasks">
          Nothing needs you right now. A control you own, evidence to review or renew, a policy to approve, accept or review, or training
          that falls due appears here as soon as the records ask for it.
        </EmptyState>
      ) : (
        <>
          <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
            <StatCard label="Open Tasks" value={count.total} />
            <StatCard label="Overdue" value={count.overdue} />
          </div>
          <TaskFilters counts={countTasksByKind(list)} total={count.total} current={kind} />
          {shown.total === 0 ? (
            <EmptyState
              title={`No tasks in ${kind ? taskKindLabels[kind] : 'this list'}`}
              action={
                <Link href="/manage/tasks" className="text-sm font-semibold text-indigo-700 hover:underline">
                  Show all tasks
                </Link>
              }
            >
              You have tasks of other kinds.
            </EmptyState>
          ) : (
            <>
              <TaskGroups groups={shown.groups} now={now} />
              <Suspense fallback={null}>
                <Pager page={shown.page} pageCount={shown.pageCount} label="Task pages" />
              </Suspense>
            </>
          )}
        </>
      )}
    </>
  );
}
