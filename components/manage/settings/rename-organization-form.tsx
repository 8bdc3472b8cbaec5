'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { organizationRenameSchema } from '@/lib/schemas/organization/settings';
import type { FormAction } from './types';

const validate = formValidator(organizationRenameSchema);

/** Rename (administrators): the version read with the name makes a rename made meanwhile refuse this one. */
export function RenameOrganizationForm({
  name,
  version: initialVersion,
  action,
}: {
  name: string;
  version: number;
  action: FormAction<{ name: string; version: number }>;
}) {
  const router = useRouter();
  const [version, setVersion] = useState(initialVersion);
  const { errors, formError, pending, onSubmit } = useRecordForm({
    action,
    validate,
    onCreated: (renamed) => {
      setVersion(renamed.version);
      // The new name shows elsewhere too (the activity below, the header): read it all again.
      router.refresh();
    },
  });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-3">
      <input type="hidden" name="version" value={version} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="sm:w-96">
          <TextField label="Organization name" name="name" defaultValue={name} autoComplete="organization" required error={errors.name} />
        </div>
        <Button type="submit" disabled={pending}>
          {pending ? 'Renaming…' : 'Rename'}
        </Button>
      </div>
      <FormError message={formError ?? errors.version} />
    </form>
  );
}
