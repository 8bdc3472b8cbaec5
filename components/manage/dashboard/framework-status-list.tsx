import Link from 'next/link';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { NoFrameworksYet } from '@/components/manage/frameworks/no-frameworks-yet';
import { ProgressBar } from '@/components/manage/records/progress-bar';
import type { DashboardStatus, FrameworkStatusRow } from '@/lib/domain/dashboard';
import { progressText } from '@/lib/domain/frameworks/followed';

const tones: Record<DashboardStatus, BadgeTone> = { Compliant: 'success', 'In Progress': 'info', 'Review Required': 'warning' };

/** Each framework the organization follows with its compliance label and progress. */
export function FrameworkStatusList({ rows, canEdit }: { rows: readonly FrameworkStatusRow[]; canEdit: boolean }) {
  return (
    <section aria-labelledby="framework-status" className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <div className="mb-4 flex items-center justify-between">
        <h2 id="framework-status" className="text-lg font-semibold text-slate-900">
          Framework Status
        </h2>
        <Link href="/manage/frameworks" className="text-sm font-medium text-indigo-700 hover:underline">
          View all frameworks
        </Link>
      </div>
      {rows.length === 0 ? (
        <NoFrameworksYet shows="its status and progress" canAdd={canEdit} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {rows.map((framework) => (
            <li key={framework.id} className="py-3">
              <div className="mb-2 flex items-center justify-between gap-3">
                <Link href={framework.href} className="font-medium text-slate-900 hover:text-indigo-700">
                  {framework.name}
                </Link>
                <span className="flex items-center gap-2">
                  <span className="text-sm text-slate-700">{progressText(framework)}</span>
                  <Badge tone={tones[framework.status]}>{framework.status}</Badge>
                </span>
              </div>
              {framework.progress === null ? null : <ProgressBar percent={framework.progress} label={`${framework.name} progress`} />}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
