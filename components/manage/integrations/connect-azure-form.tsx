'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { azureConnectSchema } from '@/lib/schemas/integrations/azure-connect';

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
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Tenant ID"
          name="tenantId"
          required
          autoComplete="off"
          placeholder="acme.onmicrosoft.com"
          hint="The directory (tenant) ID, or a domain of the tenant."
          error={errors.tenantId}
        />
        <TextField
          label="Client ID"
          name="clientId"
          required
          autoComplete="off"
          hint="The app registration's application (client) ID; the app holds the Reader role on each subscription."
          error={errors.clientId}
        />
      </div>
      <TextField
        label="Client secret"
        name="clientSecret"
        type="password"
        required
        autoComplete="off"
        hint="The secret's Value; it is sealed and never shown again."
        error={errors.clientSecret}
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
