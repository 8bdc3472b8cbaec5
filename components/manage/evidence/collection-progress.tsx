import { ProgressBar } from '@/components/manage/records/progress-bar';
import { SectionCard } from '@/components/manage/records/section-card';
import { frameworkLabels } from '@/lib/schemas/frameworks';
import type { CollectionProgress } from '@/lib/sample-data/evidence';

/** Automated-collection progress per framework. */
export function CollectionProgressPanel({ rows }: { rows: readonly CollectionProgress[] }) {
  return (
    <SectionCard title="Automated Collection Progress">
      <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
        {rows.map((row) => {
          const label = frameworkLabels[row.framework];
          const percent = Math.round((row.collected / row.required) * 100);
          return (
            <li key={row.framework} className="space-y-2">
              <div className="flex justify-between text-sm">
                <span className="font-medium text-slate-900">{label}</span>
                <span className="text-slate-700">{percent}%</span>
              </div>
              <ProgressBar label={`${label} evidence collected`} percent={percent} />
              <p className="text-xs text-slate-600">
                {row.collected} of {row.required} items collected, {row.automated} automatically
              </p>
            </li>
          );
        })}
      </ul>
    </SectionCard>
  );
}
