import Link from 'next/link';
import { Badge } from '@/components/ui/badge';
import { taskDueText, type PagedTaskGroup, type Task } from '@/lib/domain/tasks/rules';

/** One task: its title linking to the record, why it is a task, its due day and, once past it, the Overdue mark. */
export function TaskRow({ task, now }: { task: Task; now: Date }) {
  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <Link
          href={task.href}
          className="text-sm font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
        >
          {task.title}
        </Link>
        {task.detail && <p className="text-xs text-slate-600">{task.detail}</p>}
      </div>
      <div className="flex shrink-0 items-center gap-2 text-sm text-slate-700">
        {task.dueOn ? <time dateTime={task.dueOn}>{taskDueText(task, now)}</time> : <span>{taskDueText(task, now)}</span>}
        {task.overdue && <Badge tone="danger">Overdue</Badge>}
      </div>
    </li>
  );
}

/**
 * A page of My tasks grouped by kind, each group a section with its heading and its count over every page; due words
 * count from `now`.
 */
export function TaskGroups({ groups, now }: { groups: readonly PagedTaskGroup[]; now: Date }) {
  return (
    <div className="space-y-6">
      {groups.map((group) => (
        <section
          key={group.kind}
          aria-labelledby={`tasks-${group.kind}`}
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id={`tasks-${group.kind}`} className="mb-2 text-lg font-semibold text-slate-900">
            {group.label} <span className="text-sm font-medium text-slate-600">({group.total})</span>
          </h2>
          <ul className="divide-y divide-slate-100">
            {group.tasks.map((task) => (
              <TaskRow key={task.key} task={task} now={now} />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
