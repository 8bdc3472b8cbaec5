import 'server-only';
import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { members } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { WorkspaceError, type Tx } from '../member';
import { forgetMemberAssistantHistory } from '../member-assistant-history';
import { LAST_ADMIN_MESSAGE, lockOrganization } from '../organization';
import { enrolMemberAsPerson, recordMemberLeft } from '../people';

type MemberRow = { id: string; subject: string; email: string; displayName: string; role: string; removedAt: Date | null };

async function memberRow(tx: Tx, organizationId: string, memberId: string): Promise<MemberRow> {
  const [row] = await tx
    .select({
      id: members.id,
      subject: members.subject,
      email: members.email,
      displayName: members.displayName,
      role: members.role,
      removedAt: members.removedAt,
    })
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.organizationId, organizationId)));
  if (!row) throw new Error('The SCIM user has no member row');
  return row;
}

/** Refuses to take away the organization's last administrator, as Settings › Team does. */
export async function keepAnAdministrator(tx: Tx, organizationId: string, leavingMemberId: string): Promise<void> {
  const [row] = await tx
    .select({ admins: count() })
    .from(members)
    .where(
      and(
        eq(members.organizationId, organizationId),
        eq(members.role, 'admin'),
        isNull(members.removedAt),
        ne(members.id, leavingMemberId),
      ),
    );
  if ((row?.admins ?? 0) === 0) throw new WorkspaceError('conflict', LAST_ADMIN_MESSAGE);
}

/**
 * A deactivated User's member loses access to this organization at once: the membership is marked removed, and every
 * signed-in request reads the person's membership from the database (lib/dal.ts), so the next one no longer finds it
 * and lands in another organization of theirs, or on the page saying they have none. The account's sign-ins stay:
 * they serve the person's other organizations, which this directory does not govern. Their person in People leaves
 * today, which starts the offboarding (recordMemberLeft). The last administrator is kept. Answers whether anything
 * changed.
 */
export async function deactivateMember(tx: Tx, organizationId: string, memberId: string, now = new Date()): Promise<boolean> {
  await lockOrganization(tx, organizationId);
  const row = await memberRow(tx, organizationId, memberId);
  if (row.removedAt) return false;
  if (row.role === 'admin') await keepAnAdministrator(tx, organizationId, row.id);
  await tx
    .update(members)
    .set({ removedAt: now, version: sql`${members.version} + 1` })
    .where(eq(members.id, row.id));
  await recordMemberLeft(tx, organizationId, row.id, dayOf(now));
  await forgetMemberAssistantHistory(tx, organizationId, row.id);
  return true;
}

/** A User made active again: the membership is restored and their person works there again. */
export async function reactivateMember(tx: Tx, organizationId: string, memberId: string, now = new Date()): Promise<boolean> {
  const row = await memberRow(tx, organizationId, memberId);
  if (!row.removedAt) return false;
  await tx
    .update(members)
    .set({ removedAt: null, version: sql`${members.version} + 1` })
    .where(eq(members.id, row.id));
  await enrolMemberAsPerson(tx, { organizationId, memberId: row.id, name: row.displayName, email: row.email, day: dayOf(now) });
  return true;
}
