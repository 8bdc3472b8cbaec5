'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { oktaConnectSchema } from '@/lib/schemas/integrations/okta-connect';

const validate = formValidator(oktaConnectSchema);

/**
 * Connect Okta (administrators): the org URL and an API token created by a read-only administrator. The server tries
 * the token before saving anything and says what Okta refused. The token field is never filled back in.
 */
export function ConnectOktaForm({ action }: { action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect Okta" className="mt-4 space-y-4">
      <input type="hidden" name="provider" value="okta" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Okta URL"
          name="orgUrl"
          type="url"
          required
          maxLength={300}
          autoComplete="off"
          placeholder="https://acme.okta.com"
          hint="Your org's address, https://<your-org>.okta.com, or its custom domain; without -admin."
          error={errors.orgUrl}
        />
        <TextField
          label="API token"
          name="token"
          type="password"
          required
          autoComplete="off"
          hint="Created under Security › API › Tokens while signed in as a read-only administrator."
          error={errors.token}
        />
      </div>
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect Okta'}
        </Button>
      </div>
    </form>
  );
}
