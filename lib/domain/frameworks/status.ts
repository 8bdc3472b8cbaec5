import { isoSteps } from '@/lib/catalog/iso-setup';
import { frameworkSettingsSchema, type FrameworkSettings } from '@/lib/schemas/frameworks/settings';
import { frameworkSetupStoredSchema } from '@/lib/schemas/frameworks/setup';
import { hipaaAnswersSchema } from '@/lib/schemas/frameworks/hipaa-wizard';
import { isoSetupStoredSchema } from '@/lib/schemas/frameworks/iso-setup';

/**
 * What a followed framework's row stores (organization_frameworks.status): `progress` while its setup is not
 * done or while it is paused, `active` once its setup is done, `review` when it is under maintenance.
 */
export type StoredFrameworkStatus = 'active' | 'progress' | 'review';

/** What a followed framework shows: Active (Compliant on the dashboard), In Progress or Review Required. */
export type ShownFrameworkStatus = 'active' | 'progress' | 'review';

/** The compliance threshold used while a framework has no valid stored settings. */
export const DEFAULT_COMPLIANCE_THRESHOLD = 95;

/**
 * The status a followed framework shows (docs/frameworks.md, "Framework status"): In Progress until its setup is done (or
 * while paused); Review Required under maintenance; otherwise Active while its progress reaches its compliance
 * threshold and Review Required below it. A framework the library cannot measure yet (null progress) has
 * nothing to fall short of, so it stays Active.
 */
export function shownFrameworkStatus(stored: StoredFrameworkStatus, progress: number | null, threshold: number): ShownFrameworkStatus {
  if (stored !== 'active') return stored;
  if (progress === null) return 'active';
  return progress >= threshold ? 'active' : 'review';
}

/** The compliance threshold of a framework's stored settings (a jsonb value), or the default when none are valid. */
export function complianceThresholdOf(storedSettings: unknown): number {
  const parsed = frameworkSettingsSchema.safeParse(storedSettings);
  return parsed.success ? parsed.data.complianceThreshold : DEFAULT_COMPLIANCE_THRESHOLD;
}

type SettingsStatus = FrameworkSettings['status'];

const settingsStatusByStored: Record<StoredFrameworkStatus, SettingsStatus> = {
  active: 'active',
  progress: 'inactive',
  review: 'maintenance',
};

/** How Framework Settings' Status shows a stored status: In Progress is inactive, under maintenance is maintenance. */
export function settingsStatusOf(stored: StoredFrameworkStatus): SettingsStatus {
  return settingsStatusByStored[stored];
}

/** What saving a settings Status stores: active as Active, inactive as In Progress, maintenance as Review Required. */
export function storedStatusOf(status: SettingsStatus): StoredFrameworkStatus {
  return status === 'active' ? 'active' : status === 'inactive' ? 'progress' : 'review';
}

/** The complete ISO 27001 guide is done once every one of its steps is. */
function isoStepsAllDone(setup: unknown): boolean {
  const parsed = isoSetupStoredSchema.safeParse(setup);
  if (!parsed.success) return false;
  const done = new Set(parsed.data.doneSteps.map((step) => step.id));
  return isoSteps.every((step) => done.has(step.id));
}

/**
 * Whether a framework's stored setup is done: HIPAA's wizard answers, every ISO 27001 step, or the short setup's
 * answers for every other framework.
 */
export function setupDone(frameworkId: string, setup: unknown): boolean {
  if (setup === null || setup === undefined) return false;
  if (frameworkId === 'hipaa') return hipaaAnswersSchema.safeParse(setup).success;
  if (frameworkId === 'iso27001') return isoStepsAllDone(setup);
  return frameworkSetupStoredSchema.safeParse(setup).success;
}

/** Where a framework's setup is done: HIPAA's wizard, ISO 27001's guide, the short setup for the others. */
export function setupHref(frameworkId: string): string {
  if (frameworkId === 'hipaa') return '/manage/hipaaActivate';
  if (frameworkId === 'iso27001') return '/manage/iso27001Setup';
  return `/manage/frameworkSetup?framework=${encodeURIComponent(frameworkId)}`;
}

/** The refusal of Active (or Maintenance) for a framework whose setup is not done, pointing to that setup. */
export function setupFirstMessage(name: string): string {
  return `Finish the ${name} setup before making it active: Frameworks › ${name} › Continue Setup.`;
}
