import 'server-only';
import { and, asc, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { teamRoleInfo, type TeamRole } from '@/lib/schemas/organization/settings';
import { recordActivity } from '../activity';
import { checkedId, notFound, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { recordMemberLeft } from '../people';
import { keptRead } from '../read-cache';
import { forgetMemberAssistantHistory } from '../member-assistant-history';
import { lockOrganization } from './organizations';
import { guardedWrite } from '../guarded-write';

export type TeamMemberRow = { id: string; name: string; email: string; role: TeamRole; version: number; joinedAt: Date };

export const LAST_ADMIN_MESSAGE = 'An organization needs at least one administrator. Make another member an administrator first.';

/** The organization's members, in the order they joined. */
export function listMembers(member: Member): Promise<TeamMemberRow[]> {
  return keptRead(member, ['members'], async () => {
    const db = await getDb();
    return db
      .select({
        id: members.id,
        name: members.displayName,
        email: members.email,
        role: members.role,
        version: members.version,
        joinedAt: members.joinedAt,
      })
      .from(members)
      .where(and(eq(members.organizationId, member.organizationId), isNull(members.removedAt)))
      .orderBy(asc(members.joinedAt), asc(members.id));
  });
}

/** The active member `memberId` of the caller's organization, or 404. */
async function teammate(tx: Tx, member: Member, memberId: string) {
  checkedId(memberId, 'The team member');
  const [row] = await tx
    .select()
    .from(members)
    .where(and(eq(members.id, memberId), eq(members.organizationId, member.organizationId), isNull(members.removedAt)));
  if (!row) throw notFound('The team member');
  return row;
}

/** Refuses a change that would leave the organization without an administrator. */
async function keepAnAdmin(tx: Tx, organizationId: string, leaving: string) {
  const [row] = await tx
    .select({ admins: count() })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.role, 'admin'), isNull(members.removedAt), ne(members.id, leaving)));
  if ((row?.admins ?? 0) === 0) throw new WorkspaceError('conflict', LAST_ADMIN_MESSAGE);
}

/** Changes a member's role (admins); the last administrator keeps theirs. */
export const changeRole = guardedWrite(
  'team.manage',
  async (member: Member, memberId: string, role: TeamRole, version: number): Promise<TeamMemberRow> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      await lockOrganization(tx, member.organizationId);
      const target = await teammate(tx, member, memberId);
      if (target.version !== version) throw new WorkspaceError('conflict', STALE_MESSAGE);
      if (target.role === 'admin' && role !== 'admin') await keepAnAdmin(tx, member.organizationId, target.id);
      const [changed] = await tx
        .update(members)
        .set({ role, version: sql`${members.version} + 1` })
        .where(eq(members.id, target.id))
        .returning({
          id: members.id,
          name: members.displayName,
          email: members.email,
          role: members.role,
          version: members.version,
          joinedAt: members.joinedAt,
        });
      if (!changed) throw notFound('The team member');
      await recordActivity(tx, member, {
        action: 'member.role-changed',
        recordType: 'member',
        recordId: target.id,
        summary: `Changed the role of ${target.displayName} to ${teamRoleInfo[role].label}`,
      });
      return changed;
    });
  },
);

/** Removes a member (admins): they lose access on their next request. The last administrator stays. */
export const removeMember = guardedWrite('team.manage', async (member: Member, memberId: string): Promise<{ name: string }> => {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await lockOrganization(tx, member.organizationId);
    const target = await teammate(tx, member, memberId);
    if (target.role === 'admin') await keepAnAdmin(tx, member.organizationId, target.id);
    const removedAt = new Date();
    await tx
      .update(members)
      .set({ removedAt, version: sql`${members.version} + 1` })
      .where(eq(members.id, target.id));
    await recordMemberLeft(tx, member.organizationId, target.id, dayOf(removedAt));
    await forgetMemberAssistantHistory(tx, member.organizationId, target.id);
    await recordActivity(tx, member, {
      action: 'member.removed',
      recordType: 'member',
      recordId: target.id,
      summary: `Removed ${target.displayName} from the team`,
    });
    return { name: target.displayName };
  });
});
