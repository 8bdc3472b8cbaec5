'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { FormAction } from './types';

const noCheck = () => null;

/**
 * A destructive confirmation (Remove member, Revoke key): the question, Cancel, and a danger button that posts one
 * record id under `field`. The server's refusal (the last administrator, a record already gone) shows in place.
 */
export function ConfirmActionForm({
  field,
  recordId,
  question,
  confirmLabel,
  pendingLabel,
  action,
  onDone,
  onCancel,
}: {
  field: string;
  recordId: string;
  question: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  action: FormAction<{ id: string }>;
  onDone: () => void;
  onCancel: () => void;
}) {
  // The id comes from the server's own list; the server checks it again.
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: noCheck, onCreated: onDone });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name={field} value={recordId} />
      <p className="text-sm text-slate-700">{question}</p>
      <FormError message={formError ?? errors[field]} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </form>
  );
}
