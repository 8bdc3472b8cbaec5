'use client';

import { SelectField, TextField } from '@/components/ui/field';
import { FormActions } from '@/components/manage/records/form-actions';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { apiKeyCreateSchema, apiKeyScopeLabels, apiKeyScopes, type ApiKey } from '@/lib/schemas/organization/settings';
import type { FormAction } from './types';

const validate = formValidator(apiKeyCreateSchema);
const scopeOptions = apiKeyScopes.map((scope) => ({ value: scope, label: apiKeyScopeLabels[scope] }));

/** Create API Key: a name to recognise the key by and what it may do (read-only unless chosen otherwise); the answer carries the full key, handed up to show once. */
export function CreateApiKeyForm({
  action,
  onCreated,
  onCancel,
}: {
  action: FormAction<{ key: string; apiKey: ApiKey }>;
  onCreated: (key: string) => void;
  onCancel: () => void;
}) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: (created) => onCreated(created.key) });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <TextField
        label="Key name"
        name="name"
        required
        autoComplete="off"
        hint="For example, the system that will use it."
        error={errors.name}
      />
      <SelectField
        label="Access"
        name="scope"
        defaultValue="read-only"
        options={scopeOptions}
        hint="Read-only keys read frameworks, controls and evidence; read-write keys may also upload evidence."
        error={errors.scope}
      />
      <FormError message={formError} />
      <FormActions label="Create Key" pendingLabel="Creating…" pending={pending} onCancel={onCancel} />
    </form>
  );
}
