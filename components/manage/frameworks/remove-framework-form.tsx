'use client';

import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { removeFrameworkQuestion } from '@/lib/domain/frameworks/followed';
import type { RemoveFrameworkAction } from './types';

// The id is the card's own, from the server's list; the server checks it again.
const noFieldsToCheck = () => null;

/** The confirmation of Remove: the question, Cancel, and Remove, which posts the framework's id. */
export function RemoveFrameworkForm({
  id,
  name,
  action,
  onCancel,
  onRemoved,
}: {
  id: string;
  name: string;
  action: RemoveFrameworkAction;
  onCancel: () => void;
  onRemoved: () => void;
}) {
  const { formError, errors, pending, onSubmit } = useRecordForm({ action, validate: noFieldsToCheck, onCreated: onRemoved });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="frameworkId" value={id} />
      <p className="text-sm text-slate-700">{removeFrameworkQuestion(name)}</p>
      <FormError message={formError ?? errors.frameworkId} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? 'Removing…' : 'Remove'}
        </Button>
      </div>
    </form>
  );
}
