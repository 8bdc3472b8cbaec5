import { ProgressBar } from '@/components/manage/records/progress-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import { frameworkLabels } from '@/lib/schemas/frameworks';
import type { AuditReadiness } from '@/lib/sample-data/audits';

/** Audit Readiness: one progress bar per framework. */
export function AuditReadinessPanel({ rows }: { rows: readonly AuditReadiness[] }) {
  return (
    <SectionCard title="Audit Readiness">
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {rows.map((row) => {
          const label = frameworkLabels[row.framework];
          return (
            <li key={row.framework} className="space-y-2 rounded-lg border border-slate-200 p-4">
              <div className="flex justify-between text-sm">
                <span className="font-medium text-slate-900">{label}</span>
                <span className="text-slate-700">{row.percent}%</span>
              </div>
              <ProgressBar label={`${label} audit readiness`} percent={row.percent} />
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
