'use server';

import { FieldRefusal, memberActionOnObject } from '@/lib/actions/member-action';
import {
  frameworkSettingsSaveSchema,
  frameworkSettingsSchema,
  type FrameworkSettingsErrors,
  type SaveSettingsResult,
} from '@/lib/schemas/frameworks/settings';
import { SetupFirstError, saveFrameworkSettings as storeSettings } from '@/lib/workspace/frameworks';

const save = memberActionOnObject({
  permission: 'frameworks.manage',
  schema: frameworkSettingsSaveSchema.extend({ settings: frameworkSettingsSchema }),
  work: async (member, input) => {
    try {
      return {
        record: await storeSettings(member, input.frameworkId, input.settings, input.version),
        message: 'Settings saved successfully.',
      };
    } catch (error) {
      // A Status the framework cannot take before its setup is done: said under the Status field.
      if (error instanceof SetupFirstError) throw new FieldRefusal({ 'settings.status': error.message });
      throw error;
    }
  },
  // Status and threshold change what the Frameworks screen, the dashboard and the reports show.
  revalidate: () => ['/manage/frameworkSettings', '/manage/frameworks', '/manage', '/manage/reports'],
});

const RELOAD = 'These settings cannot be saved. Reload the page and try again.';

/**
 * Save Changes: validates the settings (the server is the authority) and stores them for the framework
 * (members and admins), refusing a stale version with the reload message. Its Status acts on the framework
 * (docs/frameworks.md, "Framework status"): active or maintenance before the setup is done is refused under Status. The
 * screen marks the fields named in `errors`; any other refusal is one message.
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
