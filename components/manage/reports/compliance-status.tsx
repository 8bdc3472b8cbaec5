import { Badge, type BadgeTone } from '@/components/ui/badge';
import { ProgressBar } from '@/components/manage/records/progress-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import { frameworkLabels } from '@/lib/schemas/frameworks';
import type { ComplianceStatusRow } from '@/lib/sample-data/reports';

const tones: Record<ComplianceStatusRow['label'], BadgeTone> = { Compliant: 'success', 'In Progress': 'warning', 'Review Required': 'danger' };

/** Current Compliance Status per framework. */
export function ComplianceStatus({ rows }: { rows: readonly ComplianceStatusRow[] }) {
  return (
    <SectionCard title="Current Compliance Status">
      <ul className="space-y-4">
        {rows.map((row) => {
          const label = frameworkLabels[row.framework];
          return (
            <li key={row.framework} className="grid items-center gap-2 sm:grid-cols-[10rem_1fr_4rem_9rem]">
              <span className="font-medium text-slate-900">{label}</span>
              <ProgressBar label={`${label} compliance`} percent={row.percent} />
              <span className="text-sm text-slate-700">{row.percent}%</span>
              <span>
                <Badge tone={tones[row.label]}>{row.label}</Badge>
              </span>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
