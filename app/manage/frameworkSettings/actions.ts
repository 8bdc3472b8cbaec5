'use server';

import { revalidatePath } from 'next/cache';
import { requireMember } from '@/lib/dal';
import { validateFrameworkSettings } from '@/lib/domain/framework-settings';
import { can, FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { frameworkSettingsSaveSchema, type SaveSettingsResult } from '@/lib/schemas/framework-settings';
import { saveFrameworkSettings as storeSettings } from '@/lib/workspace/framework-setup';
import { formResult } from '@/lib/workspace/form-result';

/**
 * Save Changes: validates the settings (the server is the authority) and stores them for the framework
 * (members and admins), refusing a stale version with the reload message.
 */
export async function saveFrameworkSettings(input: unknown): Promise<SaveSettingsResult> {
  const member = await requireMember();
  if (!can(member.role, 'frameworks.manage')) return { ok: false, refused: FORBIDDEN_MESSAGE };
  const request = frameworkSettingsSaveSchema.safeParse(input);
  if (!request.success) return { ok: false, refused: 'These settings cannot be saved. Reload the page and try again.' };
  const checked = validateFrameworkSettings(request.data.settings);
  if (!checked.ok) return { ok: false, errors: checked.errors };
  const { frameworkId, version } = request.data;
  const result = await formResult(async () => {
    const saved = await storeSettings(member, frameworkId, checked.value, version);
    revalidatePath('/manage/frameworkSettings');
    return { record: saved, message: 'Settings saved successfully.' };
  });
  if (result.status === 'success') return { ok: true, version: result.record.version, message: result.message };
  return { ok: false, refused: result.status === 'error' ? (result.formError ?? 'The settings were not saved.') : 'The settings were not saved.' };
}
