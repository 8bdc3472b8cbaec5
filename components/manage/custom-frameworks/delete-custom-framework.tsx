'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import type { FormAction } from '@/lib/schemas/form-state';

// The id and version are the page's own, from the server; the server checks them again.
const noFieldsToCheck = () => null;

/** Delete on a custom framework's page (admins): a confirmation, then the framework goes and Frameworks opens. */
export function DeleteCustomFramework({
  id,
  version,
  name,
  action,
}: {
  id: string;
  version: number;
  name: string;
  action: FormAction<{ id: string }>;
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const { formError, errors, pending, onSubmit } = useRecordForm({
    action,
    validate: noFieldsToCheck,
    onCreated: () => router.push('/manage/frameworks'),
  });
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete
      </Button>
      <Modal open={open} onClose={() => setOpen(false)} title={`Delete ${name}?`}>
        <form noValidate onSubmit={onSubmit} className="space-y-4">
          <input type="hidden" name="id" value={id} />
          <input type="hidden" name="version" value={version} />
          <p className="text-sm text-slate-700">
            The framework and its requirements are deleted. Your controls keep their states and evidence, and count for your other
            frameworks.
          </p>
          <FormError message={formError ?? errors.id ?? errors.version} />
          <div className="flex justify-end gap-2">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={pending}>
              {pending ? 'Deleting…' : 'Delete Framework'}
            </Button>
          </div>
        </form>
      </Modal>
    </>
  );
}
