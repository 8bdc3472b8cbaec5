'use client';

import { useRouter } from 'next/navigation';
import { FormError } from '@/components/manage/records/form-error';
import { useRecordForm } from '@/components/manage/records/use-record-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/field';
import {
  ASSISTANT_MEMBER_DAILY_REQUESTS,
  ASSISTANT_ORGANIZATION_DAILY_TOKENS,
  ASSISTANT_RETENTION_DAYS,
  assistantSettingsSchema,
} from '@/lib/schemas/assistant/settings';
import { formValidator } from '@/lib/schemas/form-state';
import { SwitchRow } from './switch-row';
import type { FormAction } from './types';

const validate = formValidator(assistantSettingsSchema);

/** The organization's assistant choices as the page reads and the form saves them. */
export type AssistantSettingsValues = {
  enabled: boolean;
  retentionDays: number;
  memberDailyRequests: number;
  organizationDailyTokens: number;
  version: number;
};

export const ASSISTANT_SWITCH_TITLE = 'Use the assistant in this organization';

/** Settings › Assistant as administrators change it: the switch, retention and daily budgets, saved with one button. */
export function AssistantSettingsForm({
  settings,
  action,
}: {
  settings: AssistantSettingsValues;
  action: FormAction<AssistantSettingsValues>;
}) {
  const router = useRouter();
  const { errors, formError, pending, onSubmit } = useRecordForm({ action, validate, onCreated: () => router.refresh() });
  return (
    <section aria-labelledby="assistant-settings">
      <h2 id="assistant-settings" className="text-base font-semibold text-slate-900">
        Use and limits
      </h2>
      <form noValidate onSubmit={onSubmit} className="space-y-4" aria-label="Assistant settings">
        <input type="hidden" name="version" value={settings.version} />
        <ul>
          <SwitchRow
            name="enabled"
            title={ASSISTANT_SWITCH_TITLE}
            description="Members ask about controls, policies and findings, and get drafts to confirm. While it is off, nothing is sent to a model."
            defaultChecked={settings.enabled}
          />
        </ul>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Keep conversations (days)"
            name="retentionDays"
            type="number"
            inputMode="numeric"
            min={ASSISTANT_RETENTION_DAYS.min}
            max={ASSISTANT_RETENTION_DAYS.max}
            defaultValue={settings.retentionDays}
            hint="Older conversations, and drafts still waiting, are deleted daily."
            required
            error={errors.retentionDays}
          />
          <TextField
            label="Questions a member may ask a day"
            name="memberDailyRequests"
            type="number"
            inputMode="numeric"
            min={ASSISTANT_MEMBER_DAILY_REQUESTS.min}
            max={ASSISTANT_MEMBER_DAILY_REQUESTS.max}
            defaultValue={settings.memberDailyRequests}
            required
            error={errors.memberDailyRequests}
          />
          <TextField
            label="Tokens the organization may use a day"
            name="organizationDailyTokens"
            type="number"
            inputMode="numeric"
            min={ASSISTANT_ORGANIZATION_DAILY_TOKENS.min}
            max={ASSISTANT_ORGANIZATION_DAILY_TOKENS.max}
            defaultValue={settings.organizationDailyTokens}
            required
            error={errors.organizationDailyTokens}
          />
        </div>
        <FormError message={formError ?? errors.version ?? errors.enabled} />
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            {pending ? 'Saving…' : 'Save Assistant'}
          </Button>
        </div>
      </form>
    </section>
  );
}
