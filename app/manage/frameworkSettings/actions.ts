'use server';

import { requireMember } from '@/lib/dal';
import { can, FORBIDDEN_MESSAGE } from '@/lib/domain/permissions';
import { validateFrameworkSettings } from '@/lib/domain/framework-settings';
import type { FrameworkSettingsErrors } from '@/lib/schemas/framework-settings';

export type SaveSettingsResult = { ok: true } | { ok: false; errors: FrameworkSettingsErrors } | { ok: false; refused: string };

/** Validates framework settings on the server (the authority) for a signed-in user; the spec stores nothing yet. */
export async function saveFrameworkSettings(input: unknown): Promise<SaveSettingsResult> {
  if (!can((await requireMember()).role, 'frameworks.manage')) return { ok: false, refused: FORBIDDEN_MESSAGE };
  const result = validateFrameworkSettings(input);
  return result.ok ? { ok: true } : { ok: false, errors: result.errors };
}
