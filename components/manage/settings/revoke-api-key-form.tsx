'use client';

import { Button } from '@/components/ui/button';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { formValidator } from '@/lib/schemas/form-state';
import { apiKeyIdSchema } from '@/lib/schemas/settings';
import type { ApiKeyItem, FormAction } from './types';

const validate = formValidator(apiKeyIdSchema);

/** Revoke API Key: the confirmation; calls with the key are refused once it is revoked. */
export function RevokeApiKeyForm({ apiKey, action, onRevoked, onCancel }: { apiKey: ApiKeyItem; action: FormAction<{ id: string }>; onRevoked: () => void; onCancel: () => void }) {
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: onRevoked });
  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <input type="hidden" name="keyId" value={apiKey.id} />
      <p className="text-sm text-slate-700">
        Revoke {apiKey.name} ({apiKey.maskedValue})? Systems calling the API with it are refused from now on. This cannot be undone.
      </p>
      <FormError message={formError ?? errors.keyId} />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? 'Revoking…' : 'Revoke'}
        </Button>
      </div>
    </form>
  );
}
