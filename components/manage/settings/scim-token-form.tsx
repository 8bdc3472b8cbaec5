'use client';

import { TextField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { scimTokenCreateSchema } from '@/lib/schemas/scim/records';
import type { FormAction } from './types';

const validate = formValidator(scimTokenCreateSchema);

/** Create SCIM Token: a name to recognise it by (the provider it goes to); the answer carries the token, shown once. */
export function ScimTokenForm({
  action,
  onCreated,
  onCancel,
}: {
  action: FormAction<{ token: string; id: string }>;
  onCreated: (token: string) => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: (created) => onCreated(created.token) });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Token name"
        name="name"
        required
        autoComplete="off"
        hint="For example, the identity provider: Okta or Entra ID."
        error={errors.name}
      />
      <FormError message={formError} />
      <FormActions label="Create Token" pendingLabel="Creating…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
