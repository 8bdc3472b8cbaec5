'use server';

import { validateFrameworkSettings } from '@/lib/domain/framework-settings';
import type { FrameworkSettingsErrors } from '@/lib/schemas/framework-settings';

export type SaveSettingsResult = { ok: true } | { ok: false; errors: FrameworkSettingsErrors };

/** Validates framework settings on the server (the authority); the spec stores nothing yet. */
export async function saveFrameworkSettings(input: unknown): Promise<SaveSettingsResult> {
  const result = validateFrameworkSettings(input);
  return result.ok ? { ok: true } : { ok: false, errors: result.errors };
}
