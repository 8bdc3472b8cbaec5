'use client';

import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { auditCancelSchema, type Audit } from '@/lib/schemas/audits/records';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';

const validate = formValidator(auditCancelSchema);

/**
 * Cancel Audit: the reason is required and stays with the audit, which leaves Upcoming and the figures and remains
 * in the history as Cancelled. "Keep Audit" closes the form without a change.
 */
export function CancelAuditForm({
  audit,
  action,
  onDone,
  onKeep,
}: {
  audit: Audit;
  action: FormAction<Audit>;
  onDone: (record: Audit) => void;
  onKeep: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: onDone });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <RecordVersionInputs item={audit} />
      <p className="text-sm text-slate-700">
        The audit stays in the history as Cancelled, with your reason. It can no longer be edited or rescheduled.
      </p>
      <TextareaField label="Reason for cancelling" name="reason" required rows={3} maxLength={500} error={errors.reason} />
      <FormError message={formError ?? errors.id ?? errors.version} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onKeep}>
          Keep Audit
        </Button>
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? 'Cancelling…' : 'Cancel Audit'}
        </Button>
      </div>
    </form>
  );
}
