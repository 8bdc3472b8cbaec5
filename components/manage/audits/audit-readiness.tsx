import Link from 'next/link';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ProgressBar } from '@/components/manage/records/progress-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import type { AuditReadiness } from '@/lib/schemas/audit';

/** Audit Readiness: one progress bar per framework the organization follows, or the way to add one. */
export function AuditReadinessPanel({ rows, canAddFrameworks }: { rows: readonly AuditReadiness[]; canAddFrameworks: boolean }) {
  return (
    <SectionCard title="Audit Readiness">
      {rows.length === 0 ? (
        <EmptyState
          title="No frameworks yet"
          action={
            canAddFrameworks ? (
              <Link href="/manage/addFrameworks" className={buttonClasses('primary')}>
                + Add Framework
              </Link>
            ) : null
          }
        >
          {canAddFrameworks
            ? 'Add the frameworks your organization follows; each one shows here with how ready it is for audit.'
            : 'Your organization follows no frameworks yet. Members and administrators can add them.'}
        </EmptyState>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
          {rows.map((row) => (
            <li key={row.frameworkId} className="space-y-2 rounded-lg border border-slate-200 p-4">
              <div className="flex justify-between text-sm">
                <span className="font-medium text-slate-900">{row.name}</span>
                <span className="text-slate-700">{row.percent}%</span>
              </div>
              <ProgressBar label={`${row.name} audit readiness`} percent={row.percent} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
