'use client';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { riskScaleFormSchema } from '@/lib/schemas/risks/records';
import { riskLevels, type RiskScaleLabels } from '@/lib/schemas/risks/forms';

const validate = formValidator(riskScaleFormSchema);

/** The admins' form for the labels of the five likelihood and five impact levels. */
export function RiskScaleForm<T>({ labels, version, action }: { labels: RiskScaleLabels; version: number; action: FormAction<T> }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => undefined });
  // The scale's messages name the axis rather than one field: the first shows above the Save button.
  const axisError = Object.values(errors)[0];
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Risk scale labels">
      <input type="hidden" name="version" value={version} />
      {(['likelihood', 'impact'] as const).map((axis) => (
        <fieldset key={axis} className="grid gap-3 sm:grid-cols-5">
          <legend className="mb-2 text-sm font-semibold text-slate-800">{axis === 'likelihood' ? 'Likelihood' : 'Impact'}</legend>
          {riskLevels.map((level) => (
            <TextField
              key={`${axis}-${level}-${labels[axis][level - 1]}`}
              label={`${axis === 'likelihood' ? 'Likelihood' : 'Impact'} ${level}`}
              name={`${axis}${level}`}
              maxLength={40}
              defaultValue={labels[axis][level - 1]}
            />
          ))}
        </fieldset>
      ))}
      <FormError message={formError ?? axisError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save labels'}
        </Button>
      </div>
    </form>
  );
}
