'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { azureConnectSchema } from '@/lib/schemas/integrations/azure-connect';
import { MicrosoftAppCredentialFields } from './microsoft-app-credential-fields';

const validate = formValidator(azureConnectSchema);

/**
 * Connect Azure (administrators): the tenant, an app registration's client ID and secret, and the sign-in and
 * Resource Manager addresses. The server asks a token and lists a subscription before saving anything, and says what
 * Microsoft refused. The secret is never filled back in.
 */
export function ConnectAzureForm({ action }: { action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect Azure" className="mt-4 space-y-4">
      <input type="hidden" name="provider" value="azure" />
      <MicrosoftAppCredentialFields
        errors={errors}
        clientHint="The app registration's application (client) ID; the app holds the Reader role on each subscription."
      />
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
          label="Resource Manager URL"
          name="managementUrl"
          type="url"
          required
          maxLength={300}
          autoComplete="off"
          defaultValue="https://management.azure.com"
          hint="Azure Resource Manager; change it only for a national cloud."
          error={errors.managementUrl}
        />
      </div>
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect Azure'}
        </Button>
      </div>
    </form>
  );
}
