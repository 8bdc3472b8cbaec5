import { ProgressBar } from '@/components/manage/records/progress-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import type { EvidenceProgress } from '@/lib/schemas/evidence/records';

/** Per framework the organization follows: the share of its controls backed by a passing check or current evidence. */
export function CollectionProgressPanel({ rows }: { rows: readonly EvidenceProgress[] }) {
  return (
    <SectionCard title="Automated Collection Progress">
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {rows.map((row) => (
          <li key={row.framework} className="space-y-2">
            <div className="flex justify-between text-sm">
              <span className="font-medium text-slate-900">{row.label}</span>
              <span className="text-slate-700">{row.percent}%</span>
            </div>
            <ProgressBar label={`${row.label} controls backed`} percent={row.percent} />
            <p className="text-xs text-slate-600">{row.summary}</p>
          </li>
        ))}
      </ul>
    </SectionCard>
  );
}
