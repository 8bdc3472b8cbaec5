'use client';

import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { apiKeyCreateSchema, type ApiKey } from '@/lib/schemas/settings';
import type { FormAction } from './types';

const validate = formValidator(apiKeyCreateSchema);

/** Create API Key: a name to recognise the key by; the answer carries the full key, handed up to show once. */
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
      <TextField label="Key name" name="name" required autoComplete="off" hint="For example, the system that will use it." error={errors.name} />
      <FormError message={formError} />
      <div className="flex justify-end gap-2 pt-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Creating…' : 'Create Key'}
        </Button>
      </div>
    </form>
  );
}
