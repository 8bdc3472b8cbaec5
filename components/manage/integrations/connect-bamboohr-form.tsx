'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { bamboohrConnectSchema } from '@/lib/schemas/integrations/bamboohr-connect';

const validate = formValidator(bamboohrConnectSchema);

/**
 * Connect BambooHR (administrators): the company's subdomain, an API key and the API's address. The server runs a
 * report with the key before saving anything, and says what BambooHR refused. The key is never filled back in.
 */
export function ConnectBamboohrForm({ action }: { action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect BambooHR" className="mt-4 space-y-4">
      <input type="hidden" name="provider" value="bamboohr" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Company subdomain"
          name="subdomain"
          required
          autoComplete="off"
          placeholder="acme"
          hint="As in your BambooHR address: acme for acme.bamboohr.com."
          error={errors.subdomain}
        />
        <TextField
          label="API URL"
          name="baseUrl"
          type="url"
          required
          maxLength={300}
          autoComplete="off"
          defaultValue="https://api.bamboohr.com"
          hint="BambooHR's API; leave it as it is."
          error={errors.baseUrl}
        />
      </div>
      <TextField
        label="API key"
        name="apiKey"
        type="password"
        required
        autoComplete="off"
        hint="A key of a user who may read the employees' job information; it is sealed and never shown again."
        error={errors.apiKey}
      />
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect BambooHR'}
        </Button>
      </div>
    </form>
  );
}
