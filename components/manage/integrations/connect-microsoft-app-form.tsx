'use client';

import { useRouter } from 'next/navigation';
import type { ReactNode } from 'react';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FieldErrors, type FormAction } from '@/lib/schemas/form-state';
import { entraIdConnectSchema } from '@/lib/schemas/integrations/entra-id-connect';
import { MicrosoftAppCredentialFields } from './microsoft-app-credential-fields';

const validateEntraId = formValidator(entraIdConnectSchema);

/**
 * Connect a Microsoft Graph provider (administrators): the tenant, an app registration's client ID and secret, and
 * the sign-in and Graph addresses. The server gets a token and reads before saving anything, and says what Microsoft
 * refused. The secret is never filled back in. A provider that asks more (Intune's minimum releases) passes its fields,
 * given the errors, and the validator of its own schema.
 */
export function ConnectMicrosoftAppForm({
  action,
  provider,
  name,
  validate = validateEntraId,
  extraFields,
}: {
  action: FormAction<{ id: string }>;
  provider: 'entra-id' | 'intune';
  name: string;
  validate?: (formData: FormData) => FieldErrors | null;
  extraFields?: (errors: FieldErrors) => ReactNode;
}) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={`Connect ${name}`} className="mt-4 space-y-4">
      <input type="hidden" name="provider" value={provider} />
      <MicrosoftAppCredentialFields errors={errors} clientHint="The app registration's application (client) ID." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Sign-in URL"
          name="loginUrl"
          type="url"
          required
          maxLength={300}
          autoComplete="off"
          defaultValue="https://login.microsoftonline.com"
          hint="Microsoft's identity platform; change it only for a national cloud."
          error={errors.loginUrl}
        />
        <TextField
          label="Graph URL"
          name="graphUrl"
          type="url"
          required
          maxLength={300}
          autoComplete="off"
          defaultValue="https://graph.microsoft.com"
          hint="Microsoft Graph; change it only for a national cloud."
          error={errors.graphUrl}
        />
      </div>
      {extraFields?.(errors)}
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : `Connect ${name}`}
        </Button>
      </div>
    </form>
  );
}
