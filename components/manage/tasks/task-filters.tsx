import Link from 'next/link';
import { taskKindLabels, type TaskKind, type TaskKindCount } from '@/lib/domain/tasks/rules';

const pill = (active: boolean) =>
  `inline-flex items-center gap-1 rounded-full border px-3 py-1 text-sm font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${
    active ? 'border-indigo-600 bg-indigo-50 text-indigo-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
  }`;

/** The kinds to filter My tasks by, each with how many tasks it holds (counted on the server); `total` is every kind's. */
export function TaskFilters({ counts, total, current }: { counts: readonly TaskKindCount[]; total: number; current?: TaskKind }) {
  return (
    <nav aria-label="Filter tasks by kind" className="mb-6">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link href="/manage/tasks" aria-current={current === undefined ? 'page' : undefined} className={pill(current === undefined)}>
            All <span className="text-slate-600">({total})</span>
          </Link>
        </li>
        {counts.map(({ kind, count }) => (
          <li key={kind}>
            <Link
              href={`/manage/tasks?kind=${kind}`}
              aria-current={current === kind ? 'page' : undefined}
              className={pill(current === kind)}
            >
              {taskKindLabels[kind]} <span className="text-slate-600">({count})</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
