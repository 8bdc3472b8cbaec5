import { Badge, type BadgeTone } from '@/components/ui/badge';
import { NoFrameworksYet } from '@/components/manage/frameworks/no-frameworks-yet';
import { ProgressBar } from '@/components/manage/records/progress-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import type { ComplianceLabel, ComplianceStatusRow } from '@/lib/domain/reports/display';

const tones: Record<ComplianceLabel, BadgeTone> = { Compliant: 'success', 'In Progress': 'warning', 'Review Required': 'danger' };

/** Current Compliance Status per framework the organization follows; none yet points to Add Framework. */
export function ComplianceStatus({ rows, canAddFrameworks }: { rows: readonly ComplianceStatusRow[]; canAddFrameworks: boolean }) {
  return (
    <SectionCard title="Current Compliance Status">
      {rows.length === 0 ? (
        <NoFrameworksYet shows="how close it is to compliance" canAdd={canAddFrameworks} />
      ) : (
        <ul className="space-y-4">
          {rows.map((row) => (
            <li key={row.id} className="grid items-center gap-2 sm:grid-cols-[10rem_1fr_4rem_9rem]">
              <span className="font-medium text-slate-900">{row.name}</span>
              <ProgressBar label={`${row.name} compliance`} percent={row.percent} />
              <span className="text-sm text-slate-700">{row.percent}%</span>
              <span>
                <Badge tone={tones[row.label]}>{row.label}</Badge>
              </span>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
