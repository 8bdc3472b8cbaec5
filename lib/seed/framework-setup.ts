import 'server-only';
import { DAY_MS } from '@/lib/domain/calendar-days';
import type { IsoDoneStep } from '@/lib/schemas/frameworks/iso-setup';
import { writeIsoSetupIn } from '@/lib/workspace/frameworks';
import type { Tx } from '@/lib/workspace/member';

/**
 * The ISO 27001 setup steps the demo organization has done, days before the database was created: 8 of the
 * guide's 12 steps, weighing 65% of the work (lib/catalog/iso-setup.ts). The demo does not follow HIPAA, so it
 * has no HIPAA answers.
 */
export const demoIsoSteps: readonly { id: string; daysAgo: number; by: string }[] = [
  { id: 'isms-scope', daysAgo: 84, by: 'Sarah Chen' },
  { id: 'security-policy', daysAgo: 77, by: 'Michael Torres' },
  { id: 'roles', daysAgo: 70, by: 'Sarah Chen' },
  { id: 'asset-inventory', daysAgo: 62, by: 'Michael Torres' },
  { id: 'risk-assessment', daysAgo: 55, by: 'Sarah Chen' },
  { id: 'risk-treatment', daysAgo: 47, by: 'Sarah Chen' },
  { id: 'statement-of-applicability', daysAgo: 40, by: 'Emily Johnson' },
  { id: 'awareness-training', daysAgo: 9, by: 'Michael Torres' },
];

/** Stores the demo organization's ISO 27001 setup (after its frameworks are seeded), dated relative to `now`. */
export async function seedFrameworkSetup(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const doneSteps: IsoDoneStep[] = demoIsoSteps.map((step) => ({
    id: step.id,
    at: new Date(now.getTime() - step.daysAgo * DAY_MS).toISOString(),
    by: step.by,
  }));
  await writeIsoSetupIn(tx, organizationId, doneSteps);
}
