'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { githubConnectSchema } from '@/lib/schemas/integrations/records';

const validate = formValidator(githubConnectSchema);

/**
 * Connect GitHub (administrators): the organization's login, a token and the API URL. The server tries the token
 * before saving anything and says what GitHub refused. The token field is never filled back in.
 */
export function ConnectGithubForm({ action }: { action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect GitHub" className="mt-4 space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Organization"
          name="organization"
          required
          maxLength={39}
          autoComplete="off"
          hint="Its login, as in github.com/<login>."
          error={errors.organization}
        />
        <TextField
          label="Personal access token"
          name="token"
          type="password"
          required
          autoComplete="off"
          hint="Fine-grained, read-only on the organization's repositories and members; or classic with read:org and repo."
          error={errors.token}
        />
      </div>
      <TextField
        label="API URL"
        name="baseUrl"
        type="url"
        required
        defaultValue="https://api.github.com"
        hint="GitHub Enterprise Server: https://<your host>/api/v3."
        error={errors.baseUrl}
      />
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect GitHub'}
        </Button>
      </div>
    </form>
  );
}
