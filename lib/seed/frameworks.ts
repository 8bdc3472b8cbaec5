import 'server-only';
import { organizationFrameworks } from '@/lib/db/schema';
import type { FollowedFramework } from '@/lib/domain/frameworks';
import type { Tx } from '@/lib/workspace/member';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

type Seeded = { frameworkId: string; status: FollowedFramework['status']; addedDaysAgo: number; updatedAgo: number };

/**
 * The demo organization's frameworks: five Active or Review Required, two In Progress; the other 13 of the
 * directory have no row and show as Available. Their progress comes from the control states
 * (lib/seed/control-states.ts).
 */
export const demoFrameworks: readonly Seeded[] = [
  { frameworkId: 'soc2', status: 'active', addedDaysAgo: 420, updatedAgo: 2 * DAY },
  { frameworkId: 'gdpr', status: 'active', addedDaysAgo: 365, updatedAgo: 7 * DAY },
  { frameworkId: 'pci-dss', status: 'active', addedDaysAgo: 300, updatedAgo: 3 * DAY },
  { frameworkId: 'glba', status: 'active', addedDaysAgo: 280, updatedAgo: 5 * DAY },
  { frameworkId: 'ccpa', status: 'review', addedDaysAgo: 240, updatedAgo: 26 * HOUR },
  { frameworkId: 'iso27001', status: 'progress', addedDaysAgo: 90, updatedAgo: 3 * HOUR },
  { frameworkId: 'sox', status: 'progress', addedDaysAgo: 60, updatedAgo: 4 * DAY },
];

/** Inserts the demo organization's followed frameworks, last updated relative to `now`. */
export async function seedFrameworks(tx: Tx, organizationId: string, now: Date): Promise<void> {
  await tx.insert(organizationFrameworks).values(
    demoFrameworks.map(({ frameworkId, status, addedDaysAgo, updatedAgo }) => ({
      organizationId,
      frameworkId,
      status,
      addedAt: new Date(now.getTime() - addedDaysAgo * DAY),
      updatedAt: new Date(now.getTime() - updatedAgo),
    })),
  );
}
