'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { gitlabConnectSchema } from '@/lib/schemas/integrations/gitlab-connect';

const validate = formValidator(gitlabConnectSchema);

/**
 * Connect GitLab (administrators): the group, an access token with read_api and the instance's address. The server
 * reads the group with the token before saving anything, and says what GitLab refused. The token is never filled back in.
 */
export function ConnectGitlabForm({ action }: { action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect GitLab" className="mt-4 space-y-4">
      <input type="hidden" name="provider" value="gitlab" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Group"
          name="group"
          required
          autoComplete="off"
          placeholder="acme/platform"
          hint="The group's path as in its address, or its ID."
          error={errors.group}
        />
        <TextField
          label="GitLab URL"
          name="baseUrl"
          type="url"
          required
          maxLength={300}
          autoComplete="off"
          defaultValue="https://gitlab.com"
          hint="gitlab.com, or your self-managed instance's address."
          error={errors.baseUrl}
        />
      </div>
      <TextField
        label="Access token"
        name="token"
        type="password"
        required
        autoComplete="off"
        hint="A group or personal access token with read_api; it is sealed and never shown again."
        error={errors.token}
      />
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect GitLab'}
        </Button>
      </div>
    </form>
  );
}
