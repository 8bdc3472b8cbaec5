'use client';

import { FormError } from '@/components/manage/records/form-error';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/field';
import { requestAddSchema } from '@/lib/schemas/audit-requests/records';
import type { FormAction } from '@/lib/schemas/form-state';
import { useRequestForm } from './use-request-form';

/** Add one request: its reference, what the auditor asks, and when it is due. */
export function AddRequestForm({ auditId, action }: { auditId: string; action: FormAction<{ id: string; auditId: string }> }) {
  const { errors, formError, pending, onSubmit } = useRequestForm(action, requestAddSchema);
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3" aria-label="Add request">
      <input type="hidden" name="auditId" value={auditId} />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Reference" name="reference" required maxLength={40} error={errors.reference} />
        <TextField label="Due date" name="dueOn" type="date" optional error={errors.dueOn} />
      </div>
      <TextareaField label="Request" name="text" required rows={2} maxLength={4000} error={errors.text} />
      <FormError message={formError ?? errors.auditId} />
      <Button type="submit" variant="secondary" disabled={pending}>
        {pending ? 'Adding…' : 'Add request'}
      </Button>
    </form>
  );
}
