import 'server-only';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import { scimUsers } from '@/lib/db/schema';
import type { ScimCriterion } from '@/lib/domain/scim/criteria';
import type { ScimUserRecord } from '@/lib/domain/scim/resources';
import { notFound, type Tx } from '../member';

// Reads of the scim_users table, always inside one organization.

export const userColumns = {
  id: scimUsers.id,
  memberId: scimUsers.memberId,
  userName: scimUsers.userName,
  externalId: scimUsers.externalId,
  givenName: scimUsers.givenName,
  familyName: scimUsers.familyName,
  displayName: scimUsers.displayName,
  email: scimUsers.email,
  active: scimUsers.active,
  version: scimUsers.version,
  createdAt: scimUsers.createdAt,
  updatedAt: scimUsers.updatedAt,
};

export type StoredUser = ScimUserRecord & { memberId: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The User `id` of the organization, or 404 (another organization's id, an unknown or malformed one alike). */
export async function storedUser(tx: Pick<Tx, 'select'>, organizationId: string, id: string, lock = false): Promise<StoredUser> {
  if (!UUID.test(id)) throw notFound('The user');
  const query = tx
    .select(userColumns)
    .from(scimUsers)
    .where(and(eq(scimUsers.id, id), eq(scimUsers.organizationId, organizationId)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound('The user');
  return row;
}

function condition(criterion: ScimCriterion): SQL {
  switch (criterion.on) {
    case 'id':
      return UUID.test(criterion.value) ? eq(scimUsers.id, criterion.value) : sql`false`;
    case 'externalId':
      return eq(scimUsers.externalId, criterion.value);
    case 'displayName':
      return eq(scimUsers.displayName, criterion.value);
    case 'userName':
      return eq(scimUsers.userName, criterion.value);
    case 'email':
      return eq(scimUsers.email, criterion.value);
    case 'active':
      return eq(scimUsers.active, criterion.value);
    case 'member':
      return sql`false`;
  }
}

/** One page of the organization's Users matching every criterion, oldest first, and how many match in all. */
export async function pageOfUsers(
  tx: Pick<Tx, 'select'>,
  organizationId: string,
  criteria: readonly ScimCriterion[],
  startIndex: number,
  pageSize: number,
): Promise<{ total: number; users: StoredUser[] }> {
  const where = and(eq(scimUsers.organizationId, organizationId), ...criteria.map(condition));
  const [[counted], users] = await Promise.all([
    tx.select({ total: count() }).from(scimUsers).where(where),
    pageSize === 0
      ? Promise.resolve([])
      : tx
          .select(userColumns)
          .from(scimUsers)
          .where(where)
          .orderBy(asc(scimUsers.createdAt), asc(scimUsers.id))
          .offset(startIndex - 1)
          .limit(pageSize),
  ]);
  return { total: counted?.total ?? 0, users };
}
