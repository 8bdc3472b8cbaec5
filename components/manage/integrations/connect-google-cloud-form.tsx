'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { googleCloudConnectSchema } from '@/lib/schemas/integrations/google-cloud-connect';

const validate = formValidator(googleCloudConnectSchema);

/**
 * Connect Google Cloud (administrators): a service account's JSON key and the API URL. The server asks a token and
 * lists a project before saving anything, and says what Google refused. The key is never filled back in.
 */
export function ConnectGoogleCloudForm({ action }: { action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect Google Cloud" className="mt-4 space-y-4">
      <input type="hidden" name="provider" value="google-cloud" />
      <TextareaField
        label="Service account JSON key"
        name="serviceAccountKey"
        required
        rows={4}
        autoComplete="off"
        hint="The whole key file Google Cloud downloaded for the read-only service account; it is sealed and never shown again."
        error={errors.serviceAccountKey}
      />
      <TextField
        label="API URL"
        name="baseUrl"
        type="url"
        required
        maxLength={300}
        autoComplete="off"
        defaultValue="https://googleapis.com"
        hint="googleapis.com reaches each Google API at its own address; change it only for a proxy that serves them all."
        error={errors.baseUrl}
      />
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect Google Cloud'}
        </Button>
      </div>
    </form>
  );
}
