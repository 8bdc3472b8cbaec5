'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import type { FormAction } from '@/lib/schemas/form-state';
import type { PolicyStepResult } from '@/lib/schemas/policies/records';
import { RecordVersionInputs } from '@/components/manage/records/record-version-inputs';

export const rowActionClass =
  'rounded px-1 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

const noCheck = () => null;

/**
 * A lifecycle step (Submit, Approve, Renew, Archive, Delete) behind a confirmation: the dialog says what will
 * happen, and confirming sends the policy's id and the version read to the server, which checks both again.
 * Afterwards the page is read again, or `leaveTo` opens (a deleted policy has no page left).
 */
export function PolicyStepButton({
  label,
  ariaLabel,
  title,
  confirm,
  confirmLabel,
  action,
  policyId,
  version,
  look = 'link',
  leaveTo,
}: {
  label: string;
  ariaLabel?: string;
  title: string;
  confirm: string;
  confirmLabel: string;
  action: FormAction<PolicyStepResult>;
  policyId: string;
  version: number;
  look?: 'link' | 'primary' | 'secondary' | 'danger';
  leaveTo?: string;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { formError, pending, onSubmit } = useRecordForm({
    action,
    validate: noCheck,
    onCreated: (result) => {
      setOpen(false);
      if (result.deleted && leaveTo) router.push(leaveTo);
      else router.refresh();
    },
  });
  return (
    <>
      {look === 'link' ? (
        <button type="button" aria-label={ariaLabel} onClick={() => setOpen(true)} className={rowActionClass}>
          {label}
        </button>
      ) : (
        <Button variant={look} aria-label={ariaLabel} onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <Modal open={open} onClose={() => setOpen(false)} title={title} size="sm">
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <RecordVersionInputs item={{ id: policyId, version }} />
          <p className="text-sm text-slate-700">{confirm}</p>
          <FormError message={formError} />
          <FormActions label={confirmLabel} pendingLabel="Working…" pending={pending} onCancel={() => setOpen(false)} />
        </form>
      </Modal>
    </>
  );
}
