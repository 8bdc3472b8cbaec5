'use client';

import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { FormAction } from '@/lib/schemas/form-state';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';

const noCheck = () => null;

/**
 * A confirmation that posts one record and the version it was read at (Verify, Archive, Restore, Cancel, Delete):
 * the question, a button to go back and the confirming button. The server's refusal (stale, not allowed) shows in place.
 */
export function ConfirmRecordForm<T>({
  item,
  question,
  confirmLabel,
  pendingLabel,
  variant = 'primary',
  backLabel = 'Cancel',
  action,
  onDone,
  onCancel,
}: {
  item: { id: string; version: number };
  question: ReactNode;
  confirmLabel: string;
  pendingLabel: string;
  variant?: 'primary' | 'danger';
  action: FormAction<T>;
  /** The button that goes back without changing anything (default Cancel). */
  backLabel?: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate: noCheck, onCreated: onDone });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <RecordVersionInputs item={item} />
      <div className="text-sm text-slate-700">{question}</div>
      <FormError message={formError ?? errors.version ?? errors.id} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {backLabel}
        </Button>
        <Button type="submit" variant={variant} disabled={pending}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </form>
  );
}
