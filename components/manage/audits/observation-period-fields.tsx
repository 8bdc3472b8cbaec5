import { TextField } from '@/components/ui/field';
import type { Audit } from '@/lib/schemas/audits/records';
import type { FieldErrors } from '@/lib/schemas/form-state';

/**
 * The optional observation period of an audit that covers a period (SOC 2 Type II): both days or neither, ending
 * on or before the audit's end date. An auditor package prepared from the audit covers this period.
 */
export function ObservationPeriodFields({
  audit,
  errors,
}: {
  audit?: Pick<Audit, 'observationStartDate' | 'observationEndDate'>;
  errors: FieldErrors;
}) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-800">
        Observation period <span className="font-normal text-slate-600">(optional)</span>
      </legend>
      <p className="text-xs text-slate-600">
        For SOC 2 Type II and any audit that covers a period: the days the controls are observed. It ends on or before the end date.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Observation starts"
          name="observationStartDate"
          type="date"
          defaultValue={audit?.observationStartDate ?? ''}
          error={errors.observationStartDate}
        />
        <TextField
          label="Observation ends"
          name="observationEndDate"
          type="date"
          defaultValue={audit?.observationEndDate ?? ''}
          error={errors.observationEndDate}
        />
      </div>
    </fieldset>
  );
}
