'use client';

import { FormError } from '@/components/manage/records/form-error';
import { Button } from '@/components/ui/button';
import { SelectField, TextField } from '@/components/ui/field';
import {
  MAX_SAMPLE_SIZE,
  sampleDrawSchema,
  samplePopulationLabels,
  samplePopulations,
  type AuditSample,
  type SamplePopulation,
} from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { useRequestForm } from './use-request-form';

/** Draw a sample: the population (with its size in the period), how many items, and a seed or none (one is made). */
export function DrawSampleForm({
  auditId,
  sizes,
  action,
}: {
  auditId: string;
  sizes: Record<SamplePopulation, number>;
  action: FormAction<AuditSample>;
}) {
  const { errors, formError, pending, onSubmit } = useRequestForm(action, sampleDrawSchema);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="Draw sample">
      <input type="hidden" name="auditId" value={auditId} />
      <div className="grid gap-3 sm:grid-cols-3">
        <SelectField
          label="Population"
          name="population"
          required
          options={samplePopulations.map((population) => ({
            value: population,
            label: `${samplePopulationLabels[population]} (${sizes[population]})`,
          }))}
          error={errors.population}
        />
        <TextField label="Sample size" name="size" type="number" min={1} max={MAX_SAMPLE_SIZE} required error={errors.size} />
        <TextField
          label="Seed"
          name="seed"
          optional
          inputMode="numeric"
          maxLength={10}
          hint="Leave empty to have one made."
          error={errors.seed}
        />
      </div>
      <FormError message={formError ?? errors.auditId} />
      <Button type="submit" disabled={pending}>
        {pending ? 'Drawing…' : 'Draw sample'}
      </Button>
    </form>
  );
}
