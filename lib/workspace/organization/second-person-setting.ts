import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { organizations } from '@/lib/db/schema';
import { recordActivity } from '../activity';
import { assertCan, notFound, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { guardedWrite } from '../guarded-write';

/** The organization's "second person" setting, with the organization's version (a change made meanwhile refuses an edit). */
export type SecondPersonSetting = { required: boolean; version: number };

export async function secondPersonSetting(member: Member): Promise<SecondPersonSetting> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const [row] = await db
    .select({ required: organizations.requireSecondApprover, version: organizations.version })
    .from(organizations)
    .where(eq(organizations.id, member.organizationId));
  if (!row) throw notFound('The organization');
  return row;
}

/**
 * Turns "Require a second person to approve policies and verify evidence" on or off (admins), with its activity
 * row; refused when the organization changed since `version` was read.
 */
export const setSecondPersonRequired = guardedWrite(
  'organization.manage',
  async (member: Member, required: boolean, version: number): Promise<SecondPersonSetting> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [saved] = await tx
        .update(organizations)
        .set({ requireSecondApprover: required, version: sql`${organizations.version} + 1` })
        .where(and(eq(organizations.id, member.organizationId), eq(organizations.version, version)))
        .returning({ required: organizations.requireSecondApprover, version: organizations.version });
      if (!saved) throw new WorkspaceError('conflict', STALE_MESSAGE);
      await recordActivity(tx, member, {
        action: 'organization.second-person',
        recordType: 'organization',
        recordId: member.organizationId,
        summary: required
          ? 'Required a second person to approve policies and verify evidence'
          : 'Stopped requiring a second person to approve policies and verify evidence: self-approvals are allowed and marked',
      });
      return saved;
    });
  },
);
