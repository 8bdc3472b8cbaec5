'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextareaField, TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { googleWorkspaceConnectSchema } from '@/lib/schemas/integrations/google-workspace-connect';

const validate = formValidator(googleWorkspaceConnectSchema);

/**
 * Connect Google Workspace (administrators): a service account's JSON key with domain-wide delegation, the
 * administrator it acts as and the API URL. The server asks a token and reads a user before saving anything, and says
 * what Google refused. The key is never filled back in.
 */
export function ConnectGoogleWorkspaceForm({ action }: { action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect Google Workspace" className="mt-4 space-y-4">
      <input type="hidden" name="provider" value="google-workspace" />
      <TextareaField
        label="Service account JSON key"
        name="serviceAccountKey"
        required
        rows={4}
        autoComplete="off"
        hint="The whole key file Google Cloud downloaded for the service account; it is sealed and never shown again."
        error={errors.serviceAccountKey}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Administrator e-mail"
          name="adminEmail"
          type="email"
          required
          autoComplete="off"
          placeholder="admin@acme.com"
          hint="The administrator the service account acts as; its domain names the connection."
          error={errors.adminEmail}
        />
        <TextField
          label="API URL"
          name="baseUrl"
          type="url"
          required
          maxLength={300}
          autoComplete="off"
          defaultValue="https://admin.googleapis.com"
          hint="Google's Admin SDK address; change it only for a proxy."
          error={errors.baseUrl}
        />
      </div>
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect Google Workspace'}
        </Button>
      </div>
    </form>
  );
}
