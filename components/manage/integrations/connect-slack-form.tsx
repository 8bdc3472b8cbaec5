'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { slackConnectSchema } from '@/lib/schemas/integrations/tracker-connect';

const validate = formValidator(slackConnectSchema);

/** Connect Slack (administrators): the bot token, the channel and the Web API's address, tried before anything is saved. */
export function ConnectSlackForm({ action }: { action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect Slack" className="mt-4 space-y-4">
      <input type="hidden" name="provider" value="slack" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Channel ID" name="channel" required autoComplete="off" placeholder="C0123456789" error={errors.channel} />
        <TextField
          label="Slack API URL"
          name="baseUrl"
          type="url"
          required
          maxLength={300}
          autoComplete="off"
          defaultValue="https://slack.com"
          error={errors.baseUrl}
        />
      </div>
      <TextField
        label="Bot token"
        name="token"
        type="password"
        required
        autoComplete="off"
        hint="The app's bot token (xoxb-…); it is sealed and never shown again."
        error={errors.token}
      />
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect Slack'}
        </Button>
      </div>
    </form>
  );
}
