import 'server-only';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { members, scimGroupMembers, scimGroups, scimUsers } from '@/lib/db/schema';
import { highestRole } from '@/lib/domain/scim/roles';
import type { Tx } from '../member';
import { keepAnAdministrator } from './access';

/** The role new members get from provisioning, and anyone no mapped group holds any more. */
export const SCIM_DEFAULT_ROLE = 'viewer' as const;

/**
 * Gives each of these Users' active members the role their groups map to: the highest role of the mapped groups
 * that hold them, or the default role once none does. A User in no mapped group at all, who never had a role from
 * one, keeps the role they have (someone who joined before provisioning). The last administrator stays one.
 */
export async function settleRoles(tx: Tx, organizationId: string, userIds: readonly string[], formerlyMapped = false): Promise<void> {
  if (userIds.length === 0) return;
  const mapped = await tx
    .select({ userId: scimGroupMembers.userId, role: scimGroups.role })
    .from(scimGroupMembers)
    .innerJoin(scimGroups, eq(scimGroups.id, scimGroupMembers.groupId))
    .where(
      and(eq(scimGroupMembers.organizationId, organizationId), inArray(scimGroupMembers.userId, [...userIds]), isNotNull(scimGroups.role)),
    );
  const users = await tx
    .select({ userId: scimUsers.id, memberId: members.id, role: members.role })
    .from(scimUsers)
    .innerJoin(members, eq(members.id, scimUsers.memberId))
    .where(and(eq(scimUsers.organizationId, organizationId), inArray(scimUsers.id, [...userIds]), isNull(members.removedAt)));
  for (const user of users) {
    const roles = mapped.filter((row) => row.userId === user.userId).map((row) => row.role!);
    if (roles.length === 0 && !formerlyMapped) continue;
    const role = highestRole(roles) ?? SCIM_DEFAULT_ROLE;
    if (role === user.role) continue;
    if (user.role === 'admin') {
      try {
        await keepAnAdministrator(tx, organizationId, user.memberId);
      } catch {
        continue;
      }
    }
    await tx.update(members).set({ role }).where(eq(members.id, user.memberId));
  }
}
