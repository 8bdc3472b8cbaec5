import { NoFrameworksYet } from '@/components/manage/frameworks/no-frameworks-yet';
import { ProgressBar } from '@/components/manage/records/progress-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import type { AuditReadiness } from '@/lib/schemas/audits/records';

/** Audit Readiness: one progress bar per framework the organization follows, or the way to add one. */
export function AuditReadinessPanel({ rows, canAddFrameworks }: { rows: readonly AuditReadiness[]; canAddFrameworks: boolean }) {
  return (
    <SectionCard title="Audit Readiness">
      {rows.length === 0 ? (
        <NoFrameworksYet shows="how ready it is for audit" canAdd={canAddFrameworks} />
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
