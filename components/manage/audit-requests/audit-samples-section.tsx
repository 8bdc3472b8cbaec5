import { SectionCard } from '@/components/manage/records/section-card';
import { samplePopulationLabels, type AuditSample, type SamplePopulation } from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { DrawSampleForm } from './draw-sample-form';

/**
 * The audit's samples over its observation period: each with its population, size, seed and items (each item is a
 * request of the list), and the form that draws another.
 */
export function AuditSamplesSection({
  auditId,
  samples,
  sizes,
  draw,
}: {
  auditId: string;
  samples: readonly AuditSample[];
  /** Null when the audit has no observation period. */
  sizes: Record<SamplePopulation, number> | null;
  draw: FormAction<AuditSample> | null;
}) {
  return (
    <SectionCard title="Samples">
      <p className="mb-4 text-sm text-slate-700">
        A sample is drawn from the records of the observation period with a seed: the same seed over the same population draws the same
        items (mulberry32 driving a Fisher–Yates shuffle of the population ordered by day, label and id; see the product&apos;s audit
        request guide).
      </p>
      {sizes === null ? (
        <p className="mb-4 text-sm text-slate-600">
          Samples cover a Type II observation period, and this audit has none yet: it is set with the audit&apos;s dates.
        </p>
      ) : null}
      {samples.length === 0 ? <p className="mb-4 text-sm text-slate-600">No sample has been drawn for this audit yet.</p> : null}
      <ul className="mb-6 space-y-4" aria-label="Samples">
        {samples.map((sample) => (
          <li key={sample.id} className="rounded border border-slate-200 p-3 text-sm">
            <p className="font-medium text-slate-900">
              {samplePopulationLabels[sample.population]}: {sample.size} of {sample.populationSize}, seed{' '}
              <span data-testid="sample-seed">{sample.seed}</span>
            </p>
            <p className="text-slate-600">
              {sample.periodStart} to {sample.periodEnd} · drawn by {sample.drawnByName} on {sample.createdAt.toISOString().slice(0, 10)}
            </p>
            <ol className="mt-2 list-decimal pl-5" aria-label={`Items of the sample with seed ${sample.seed}`}>
              {sample.items.map((item) => (
                <li key={item.id}>{item.label}</li>
              ))}
            </ol>
          </li>
        ))}
      </ul>
      {draw && sizes ? <DrawSampleForm auditId={auditId} sizes={sizes} action={draw} /> : null}
    </SectionCard>
  );
}
