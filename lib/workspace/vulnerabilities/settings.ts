import 'server-only';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { vulnerabilitySettings } from '@/lib/db/schema';
import type { Deadlines } from '@/lib/domain/vulnerabilities/rules';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import type { Member } from '../member';

/** The days per severity, changed by an administrator; every finding's due day follows at once. */
export const setDeadlines = guardedWrite('organization.manage', async (member: Member, deadlines: Deadlines): Promise<Deadlines> => {
  const db = await getDb();
  const values = { criticalDays: deadlines.critical, highDays: deadlines.high, mediumDays: deadlines.medium, lowDays: deadlines.low };
  await db.transaction(async (tx) => {
    await tx
      .insert(vulnerabilitySettings)
      .values({ organizationId: member.organizationId, ...values })
      .onConflictDoUpdate({
        target: vulnerabilitySettings.organizationId,
        set: { ...values, version: sql`${vulnerabilitySettings.version} + 1`, updatedAt: new Date() },
      });
    await recordActivity(tx, member, {
      action: 'vulnerabilities.deadlines-changed',
      recordType: 'vulnerability-settings',
      summary: `Vulnerability deadlines set to critical ${deadlines.critical}, high ${deadlines.high}, medium ${deadlines.medium}, low ${deadlines.low} days`,
    });
  });
  return deadlines;
});
