import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { organizations } from '@/lib/db/schema';
import { riskScaleLabels } from '@/lib/domain/risks/rules';
import type { RiskScaleLabels } from '@/lib/schemas/risks/forms';
import { recordActivity } from '../activity';
import { assertCan, notFound, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { guardedWrite } from '../guarded-write';

/** The organization's risk scale labels (the defaults for an axis never set) and the organization's version. */
export type RiskScale = { labels: RiskScaleLabels; version: number };

export async function riskScale(member: Member): Promise<RiskScale> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const [row] = await db
    .select({ stored: organizations.riskScaleLabels, version: organizations.version })
    .from(organizations)
    .where(eq(organizations.id, member.organizationId));
  if (!row) throw notFound('The organization');
  return { labels: riskScaleLabels(row.stored as { likelihood?: unknown; impact?: unknown } | null), version: row.version };
}

/** Saves the scale's labels (admins), with its activity row; refused when the organization changed since `version`. */
export const saveRiskScaleLabels = guardedWrite(
  'organization.manage',
  async (member: Member, labels: RiskScaleLabels, version: number): Promise<RiskScale> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [saved] = await tx
        .update(organizations)
        .set({ riskScaleLabels: labels, version: sql`${organizations.version} + 1` })
        .where(and(eq(organizations.id, member.organizationId), eq(organizations.version, version)))
        .returning({ version: organizations.version });
      if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
      await recordActivity(tx, member, {
        action: 'risk.scale-labels',
        recordType: 'organization',
        recordId: member.organizationId,
        summary: 'Renamed the levels of the risk scale',
      });
      return { labels, version: saved.version };
    });
  },
);
