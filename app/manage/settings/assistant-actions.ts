'use server';

import { memberAction } from '@/lib/actions/member-action';
import { assistantSettingsSchema } from '@/lib/schemas/assistant/settings';
import { saveAssistantSettings } from '@/lib/workspace/assistant';

/** Saves Settings › Assistant (administrators): on or off, retention and the daily budgets. */
export const saveAssistantSettingsAction = memberAction({
  permission: 'organization.manage',
  schema: assistantSettingsSchema,
  work: async (member, input) => {
    const saved = await saveAssistantSettings(member, input);
    return {
      record: saved,
      message: saved.enabled ? 'The assistant is on for your organization.' : 'The assistant is off: nothing is sent to a model.',
    };
  },
  revalidate: () => [{ path: '/manage', type: 'layout' }],
});
