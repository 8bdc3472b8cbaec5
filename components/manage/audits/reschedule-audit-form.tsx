'use client';

import { TextField, TextareaField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { auditDates, observationPeriod } from '@/lib/domain/audits/display';
import { auditRescheduleSchema, type Audit } from '@/lib/schemas/audits/records';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';

const validate = formValidator(auditRescheduleSchema);

/** Reschedule Audit: new start and end dates, and an optional note that the audit's history keeps. */
export function RescheduleAuditForm({
  audit,
  action,
  onDone,
  onCancel,
}: {
  audit: Audit;
  action: FormAction<Audit>;
  onDone: (record: Audit) => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: onDone });
  const observed = observationPeriod(audit);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <RecordVersionInputs item={audit} />
      <p className="text-sm text-slate-700">
        Currently <span className="font-medium text-slate-900">{auditDates(audit)}</span>.
        {observed && (
          <>
            {' '}
            The observation period <span className="font-medium text-slate-900">{observed}</span> stays: the audit cannot end before it.
          </>
        )}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="New start date" name="startDate" type="date" required defaultValue={audit.startDate} error={errors.startDate} />
        <TextField label="New end date" name="endDate" type="date" required defaultValue={audit.endDate} error={errors.endDate} />
      </div>
      <TextareaField
        label="Note"
        name="note"
        optional
        rows={2}
        maxLength={300}
        hint="Why the dates changed; kept in the audit’s history."
        error={errors.note}
      />
      <FormError message={formError ?? errors.id ?? errors.version} />
      <FormActions label="Reschedule Audit" pendingLabel="Rescheduling…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
