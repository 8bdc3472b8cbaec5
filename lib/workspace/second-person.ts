import 'server-only';
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import { members, organizations } from '@/lib/db/schema';
import { signOff, type SignOff, type SignOffStep } from '@/lib/domain/second-person';
import type { TeamRole } from '@/lib/schemas/organization/settings';
import { WorkspaceError, type Member, type Tx } from './member';

/** A transaction, or the database itself for a plain read. */
type Reader = Pick<Tx, 'select'>;

/** Who may take each sign-off: approving a policy is an administrator's, verifying evidence any editor's. */
const signers: Record<SignOffStep, readonly TeamRole[]> = {
  'approve-policy': ['admin'],
  'verify-evidence': ['admin', 'member'],
};

/**
 * Whether `member` may sign off the work of `authorMemberId` (null when the records name no author) in one read:
 * the organization's setting and how many other active members hold a role that may take the step.
 */
export async function signOffFor(reader: Reader, member: Member, step: SignOffStep, authorMemberId: string | null): Promise<SignOff> {
  if (authorMemberId !== member.id) return { allowed: true, self: false };
  const [row] = await reader
    .select({
      required: organizations.requireSecondApprover,
      others: sql<number>`(select count(*)::int from ${members} where ${and(
        eq(members.organizationId, member.organizationId),
        isNull(members.removedAt),
        inArray(members.role, [...signers[step]]),
        ne(members.id, member.id),
      )})`,
    })
    .from(organizations)
    .where(eq(organizations.id, member.organizationId));
  return signOff({ step, secondPersonRequired: row?.required ?? true, isOwnWork: true, otherSignersCount: row?.others ?? 0 });
}

/** Inside a sign-off's transaction: refuses one's own work with 403 while a second person is required; answers whether it is a self sign-off. */
export async function assertSignOff(tx: Tx, member: Member, step: SignOffStep, authorMemberId: string | null): Promise<boolean> {
  const decision = await signOffFor(tx, member, step, authorMemberId);
  if (!decision.allowed) throw new WorkspaceError('forbidden', decision.message);
  return decision.self;
}
