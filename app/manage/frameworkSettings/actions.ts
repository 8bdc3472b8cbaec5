'use server';

import { verifySession } from '@/lib/dal';
import { validateFrameworkSettings } from '@/lib/domain/framework-settings';
import type { FrameworkSettingsErrors } from '@/lib/schemas/framework-settings';

export type SaveSettingsResult = { ok: true } | { ok: false; errors: FrameworkSettingsErrors };

/** Validates framework settings on the server (the authority) for a signed-in user; the spec stores nothing yet. */
export async function saveFrameworkSettings(input: unknown): Promise<SaveSettingsResult> {
  await verifySession();
  const result = validateFrameworkSettings(input);
  return result.ok ? { ok: true } : { ok: false, errors: result.errors };
}
