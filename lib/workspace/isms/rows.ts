import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members } from '@/lib/db/schema';
import { checkedId, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';

/** A transaction or the database itself: anything that reads. */
export type Reader = Pick<Tx, 'select'>;

export const stale = () => new WorkspaceError('conflict', STALE_MESSAGE);

/** Refuses an edit made on an older version than the one stored. */
export function assertFresh(stored: { version: number }, read: number): void {
  if (stored.version !== read) throw stale();
}

export const OWNER_MESSAGE = 'Choose an owner from your team.';

/** Refuses an owner who is not a current member of the organization (another organization's member too). */
export async function assertTeamMember(tx: Reader, member: Member, ownerMemberId: string | null): Promise<void> {
  if (ownerMemberId === null) return;
  const invalid = new WorkspaceError('invalid', OWNER_MESSAGE);
  try {
    checkedId(ownerMemberId, 'The owner');
  } catch {
    throw invalid;
  }
  const [owner] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.id, ownerMemberId), eq(members.organizationId, member.organizationId), isNull(members.removedAt)));
  if (!owner) throw invalid;
}

export type TeamChoice = { id: string; name: string };

/** The organization's current members, by name: the owner choices of objectives and corrective actions. */
export async function ismsTeam(member: Member): Promise<TeamChoice[]> {
  const db = await getDb();
  const rows = await db
    .select({ id: members.id, name: members.displayName })
    .from(members)
    .where(and(eq(members.organizationId, member.organizationId), isNull(members.removedAt)))
    .orderBy(members.displayName);
  return rows;
}
