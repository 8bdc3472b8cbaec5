'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { jiraConnectSchema } from '@/lib/schemas/integrations/tracker-connect';

const validate = formValidator(jiraConnectSchema);

/**
 * Connect Jira Cloud (administrators): the site, the account's e-mail and API token, the project and issue type. The
 * server reads the project with them before saving anything, and says what Jira refused. The token is never filled back in.
 */
export function ConnectJiraForm({ action }: { action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect Jira" className="mt-4 space-y-4">
      <input type="hidden" name="provider" value="jira" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Site URL"
          name="baseUrl"
          type="url"
          required
          maxLength={300}
          autoComplete="off"
          placeholder="https://acme.atlassian.net"
          error={errors.baseUrl}
        />
        <TextField label="Account e-mail" name="email" type="email" required autoComplete="off" error={errors.email} />
        <TextField
          label="Project key"
          name="projectKey"
          required
          autoComplete="off"
          placeholder="OPS"
          hint="As in its issues: OPS in OPS-12."
          error={errors.projectKey}
        />
        <TextField label="Issue type" name="issueType" required autoComplete="off" defaultValue="Task" error={errors.issueType} />
      </div>
      <TextField
        label="API token"
        name="token"
        type="password"
        required
        autoComplete="off"
        hint="An API token of the account; it is sealed and never shown again."
        error={errors.token}
      />
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect Jira'}
        </Button>
      </div>
    </form>
  );
}
