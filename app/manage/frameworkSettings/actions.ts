'use server';

import { memberActionOnObject } from '@/lib/actions/member-action';
import {
  frameworkSettingsSaveSchema,
  frameworkSettingsSchema,
  type FrameworkSettingsErrors,
  type SaveSettingsResult,
} from '@/lib/schemas/framework-settings';
import { saveFrameworkSettings as storeSettings } from '@/lib/workspace/frameworks';

const save = memberActionOnObject({
  permission: 'frameworks.manage',
  schema: frameworkSettingsSaveSchema.extend({ settings: frameworkSettingsSchema }),
  work: async (member, input) => ({
    record: await storeSettings(member, input.frameworkId, input.settings, input.version),
    message: 'Settings saved successfully.',
  }),
  revalidate: () => ['/manage/frameworkSettings'],
});

const RELOAD = 'These settings cannot be saved. Reload the page and try again.';

/**
 * Save Changes: validates the settings (the server is the authority) and stores them for the framework
 * (members and admins), refusing a stale version with the reload message. The screen marks the fields named
 * in `errors`; any other refusal is one message.
 */
export async function saveFrameworkSettings(input: unknown): Promise<SaveSettingsResult> {
  const result = await save(input);
  if (result.status === 'success') return { ok: true, version: result.record.version, message: result.message };
  if (result.status !== 'error') return { ok: false, refused: RELOAD };
  const fields = Object.entries(result.fieldErrors);
  const settings = fields.filter(([key]) => key === 'settings' || key.startsWith('settings.'));
  if (result.formError || settings.length < fields.length) return { ok: false, refused: result.formError ?? RELOAD };
  const errors: FrameworkSettingsErrors = {};
  for (const [key, message] of settings)
    errors[(key.split('.')[1] ?? 'name') as keyof FrameworkSettingsErrors] =
      key === 'settings' ? 'Check the settings and try again.' : message;
  return { ok: false, errors };
}
