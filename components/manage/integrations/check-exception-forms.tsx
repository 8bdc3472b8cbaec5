'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/field';
import { checkExceptionSchema } from '@/lib/schemas/checks/exceptions';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';

const validate = formValidator(checkExceptionSchema);
// The exception's id and version come from the server's own list; the server checks them again.
const noFieldsToCheck = () => null;

/** A failing check's exception, recorded by an administrator: why, and the last day it holds. */
export function RecordExceptionForm({ checkId, title, action }: { checkId: string; title: string; action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate,
    onCreated: () => {
      setOpen(false);
      router.refresh();
    },
  });
  if (!open) {
    return (
      <Button variant="secondary" className="mt-1 px-2 py-1 text-xs" onClick={() => setOpen(true)}>
        Record exception
      </Button>
    );
  }
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label={`Exception for ${title}`}
      className="mt-2 space-y-3 rounded-md border border-slate-200 bg-white p-3"
    >
      <input type="hidden" name="checkId" value={checkId} />
      <TextareaField label="Reason" name="reason" required rows={2} maxLength={500} error={errors.reason} />
      <TextField label="Expires on" name="expiresOn" type="date" required error={errors.expiresOn} hint="At most a year from today." />
      <FormError message={formError ?? errors.checkId} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" className="px-3 py-1.5 text-xs" onClick={() => setOpen(false)}>
          Cancel
        </Button>
        <Button type="submit" className="px-3 py-1.5 text-xs" disabled={pending}>
          {pending ? 'Recording…' : 'Record exception'}
        </Button>
      </div>
    </form>
  );
}

/** Ends an exception early: the check's failures count again from the next reading. */
export function EndExceptionForm({ id, version, action }: { id: string; version: number; action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { formError, pending, onSubmit } = useRecordForm({ action, validate: noFieldsToCheck, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} className="inline">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="version" value={version} />
      <Button type="submit" variant="secondary" className="ml-2 px-2 py-1 text-xs" disabled={pending}>
        {pending ? 'Ending…' : 'End exception'}
      </Button>
      <FormError message={formError} />
    </form>
  );
}
