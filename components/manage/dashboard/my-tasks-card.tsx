import Link from 'next/link';
import { overdueText, taskCountText, type TaskCount } from '@/lib/domain/tasks/rules';

/** The dashboard's My Tasks card: how many tasks the signed-in person has, how many are overdue, and the way to them. */
export function MyTasksCard({ count }: { count: TaskCount }) {
  return (
    <section
      aria-labelledby="my-tasks"
      className="mt-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-5 shadow-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        <h2 id="my-tasks" className="text-lg font-semibold text-slate-900">
          My Tasks
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          <span className="text-2xl font-bold text-slate-900">{taskCountText(count)}</span>
          <span className={`ml-3 font-medium ${count.overdue > 0 ? 'text-red-800' : ''}`}>{overdueText(count)}</span>
        </p>
      </div>
      <Link
        href="/manage/tasks"
        className="text-sm font-semibold text-indigo-700 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        View my tasks
      </Link>
    </section>
  );
}
