'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import { formValidator, type FormAction } from '@/lib/schemas/form-state';
import { linearConnectSchema } from '@/lib/schemas/integrations/tracker-connect';

const validate = formValidator(linearConnectSchema);

/** Connect Linear (administrators): a personal API key, the team and the API's address, tried before anything is saved. */
export function ConnectLinearForm({ action }: { action: FormAction<{ id: string }> }) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <form noValidate onSubmit={onSubmit} aria-label="Connect Linear" className="mt-4 space-y-4">
      <input type="hidden" name="provider" value="linear" />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Team key"
          name="teamKey"
          required
          autoComplete="off"
          placeholder="ENG"
          hint="As in its issues: ENG in ENG-12."
          error={errors.teamKey}
        />
        <TextField
          label="Linear API URL"
          name="baseUrl"
          type="url"
          required
          maxLength={300}
          autoComplete="off"
          defaultValue="https://api.linear.app"
          error={errors.baseUrl}
        />
      </div>
      <TextField
        label="API key"
        name="apiKey"
        type="password"
        required
        autoComplete="off"
        hint="A personal API key; it is sealed and never shown again."
        error={errors.apiKey}
      />
      <FormError message={formError} />
      <div className="flex justify-end">
        <Button type="submit" disabled={pending}>
          {pending ? 'Connecting…' : 'Connect Linear'}
        </Button>
      </div>
    </form>
  );
}
