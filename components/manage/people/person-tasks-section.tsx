import { SectionCard } from '@/components/manage/records/section-card';
import { TaskRow } from '@/components/manage/tasks/task-groups';
import type { Task } from '@/lib/domain/tasks/rules';

/** A signed-in person's open tasks on their page, as their own My tasks lists them, overdue first. */
export function PersonTasksSection({ tasks, now }: { tasks: readonly Task[]; now: Date }) {
  return (
    <SectionCard title="Tasks">
      {tasks.length === 0 ? (
        <p className="text-sm text-slate-600">Nothing to do.</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Open tasks">
          {tasks.map((task) => (
            <TaskRow key={task.key} task={task} now={now} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
