import 'server-only';
import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { scimGroupMembers, scimGroups, scimUsers } from '@/lib/db/schema';
import type { ScimCriterion } from '@/lib/domain/scim/criteria';
import { ScimInputError } from '@/lib/domain/scim/errors';
import { groupSteps, membersAfter, type GroupStep } from '@/lib/domain/scim/group-patch';
import type { ScimGroupRecord } from '@/lib/domain/scim/resources';
import type { ScimGroupInput, ScimPatchOperation } from '@/lib/schemas/scim/records';
import { recordActivity } from '../activity';
import { assertCan, notFound, WorkspaceError, type Member, type Tx } from '../member';
import { guardedWrite } from '../guarded-write';
import { settleRoles } from './roles';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const groupColumns = {
  id: scimGroups.id,
  displayName: scimGroups.displayName,
  externalId: scimGroups.externalId,
  role: scimGroups.role,
  version: scimGroups.version,
  createdAt: scimGroups.createdAt,
  updatedAt: scimGroups.updatedAt,
};
type GroupRow = {
  id: string;
  displayName: string;
  externalId: string | null;
  role: 'admin' | 'member' | 'viewer' | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
};
type Reader = Pick<Tx, 'select'>;

async function groupRow(tx: Reader, organizationId: string, id: string): Promise<GroupRow> {
  if (!UUID.test(id)) throw notFound('The group');
  const [row] = await tx
    .select(groupColumns)
    .from(scimGroups)
    .where(and(eq(scimGroups.id, id), eq(scimGroups.organizationId, organizationId)));
  if (!row) throw notFound('The group');
  return row;
}

async function withMembers(tx: Reader, organizationId: string, rows: GroupRow[]): Promise<ScimGroupRecord[]> {
  if (rows.length === 0) return [];
  const held = await tx
    .select({ groupId: scimGroupMembers.groupId, value: scimUsers.id, display: scimUsers.displayName })
    .from(scimGroupMembers)
    .innerJoin(scimUsers, eq(scimUsers.id, scimGroupMembers.userId))
    .where(
      and(
        eq(scimGroupMembers.organizationId, organizationId),
        inArray(
          scimGroupMembers.groupId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(scimUsers.displayName));
  return rows.map((row) => ({
    id: row.id,
    displayName: row.displayName,
    externalId: row.externalId,
    version: row.version,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    members: held.filter((entry) => entry.groupId === row.id).map(({ value, display }) => ({ value, display })),
  }));
}

/** Refuses ids that name no User of the organization (another organization's alike), before anything changes. */
async function checkedUsers(tx: Tx, organizationId: string, ids: readonly string[]): Promise<string[]> {
  const unique = [...new Set(ids)];
  const wellFormed = unique.filter((id) => UUID.test(id));
  const found = wellFormed.length
    ? await tx
        .select({ id: scimUsers.id })
        .from(scimUsers)
        .where(and(eq(scimUsers.organizationId, organizationId), inArray(scimUsers.id, wellFormed)))
    : [];
  const missing = unique.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined)
    throw new ScimInputError({ scimType: 'invalidValue', detail: `No user with the id ${missing} exists in this organization.` });
  return unique;
}

async function refuseTakenName(tx: Tx, organizationId: string, displayName: string, except?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: scimGroups.id })
    .from(scimGroups)
    .where(
      and(
        eq(scimGroups.organizationId, organizationId),
        eq(scimGroups.displayName, displayName),
        except ? ne(scimGroups.id, except) : undefined,
      ),
    );
  if (taken) throw new WorkspaceError('conflict', `A group named ${displayName} already exists.`);
}

/** Sets the group's members to `next`, then settles the roles of everyone who joined or left it. */
async function setMembers(
  tx: Tx,
  organizationId: string,
  group: GroupRow,
  current: readonly string[],
  next: readonly string[],
): Promise<void> {
  const added = next.filter((id) => !current.includes(id));
  const removed = current.filter((id) => !next.includes(id));
  if (removed.length)
    await tx.delete(scimGroupMembers).where(and(eq(scimGroupMembers.groupId, group.id), inArray(scimGroupMembers.userId, removed)));
  if (added.length) await tx.insert(scimGroupMembers).values(added.map((userId) => ({ organizationId, groupId: group.id, userId })));
  if (group.role) {
    await settleRoles(tx, organizationId, added);
    await settleRoles(tx, organizationId, removed, true);
  }
}

async function currentMembers(tx: Tx, groupId: string): Promise<string[]> {
  const rows = await tx.select({ id: scimGroupMembers.userId }).from(scimGroupMembers).where(eq(scimGroupMembers.groupId, groupId));
  return rows.map((row) => row.id);
}

async function answer(tx: Tx, organizationId: string, id: string): Promise<ScimGroupRecord> {
  const [group] = await withMembers(tx, organizationId, [await groupRow(tx, organizationId, id)]);
  return group!;
}

/** Creates a Group with its members; 409 when the name is taken. */
export const createScimGroup = guardedWrite('team.manage', async (member: Member, input: ScimGroupInput): Promise<ScimGroupRecord> => {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await refuseTakenName(tx, member.organizationId, input.displayName);
    const ids = await checkedUsers(
      tx,
      member.organizationId,
      (input.members ?? []).map((entry) => entry.value),
    );
    const [created] = await tx
      .insert(scimGroups)
      .values({ organizationId: member.organizationId, displayName: input.displayName, externalId: input.externalId || null })
      .returning(groupColumns);
    if (!created) throw new Error('The group was not created');
    await setMembers(tx, member.organizationId, created, [], ids);
    await recordActivity(tx, member, {
      action: 'scim-group.created',
      recordType: 'scim-group',
      recordId: created.id,
      summary: `Added the group ${input.displayName} through provisioning`,
    });
    return answer(tx, member.organizationId, created.id);
  });
});

export async function readScimGroup(member: Member, id: string): Promise<ScimGroupRecord> {
  assertCan(member, 'team.manage');
  const db = await getDb();
  const [group] = await withMembers(db, member.organizationId, [await groupRow(db, member.organizationId, id)]);
  return group!;
}

function condition(criterion: ScimCriterion): SQL {
  switch (criterion.on) {
    case 'id':
      return UUID.test(criterion.value) ? eq(scimGroups.id, criterion.value) : sql`false`;
    case 'externalId':
      return eq(scimGroups.externalId, criterion.value);
    case 'displayName':
      return eq(scimGroups.displayName, criterion.value);
    case 'member':
      return UUID.test(criterion.value)
        ? sql`exists (select 1 from ${scimGroupMembers} where ${scimGroupMembers.groupId} = ${scimGroups.id} and ${scimGroupMembers.userId} = ${criterion.value})`
        : sql`false`;
    default:
      return sql`false`;
  }
}

/** One page of the organization's Groups matching every criterion, and how many match in all. */
export async function listScimGroups(member: Member, criteria: readonly ScimCriterion[], startIndex: number, pageSize: number) {
  assertCan(member, 'team.manage');
  const db = await getDb();
  const where = and(eq(scimGroups.organizationId, member.organizationId), ...criteria.map(condition));
  const [[counted], rows] = await Promise.all([
    db.select({ total: count() }).from(scimGroups).where(where),
    pageSize === 0
      ? Promise.resolve([])
      : db
          .select(groupColumns)
          .from(scimGroups)
          .where(where)
          .orderBy(asc(scimGroups.createdAt), asc(scimGroups.id))
          .offset(startIndex - 1)
          .limit(pageSize),
  ]);
  return { total: counted?.total ?? 0, groups: await withMembers(db, member.organizationId, rows) };
}

async function applySteps(tx: Tx, member: Member, group: GroupRow, steps: readonly GroupStep[]): Promise<ScimGroupRecord> {
  let { displayName, externalId } = group;
  for (const step of steps) {
    if (step.kind === 'rename') displayName = step.displayName;
    if (step.kind === 'external-id') externalId = step.externalId;
  }
  if (displayName !== group.displayName) await refuseTakenName(tx, member.organizationId, displayName, group.id);
  const joining = steps.flatMap((step) => (step.kind === 'add' || step.kind === 'set' ? step.userIds : []));
  await checkedUsers(tx, member.organizationId, joining);
  const current = await currentMembers(tx, group.id);
  await setMembers(tx, member.organizationId, group, current, membersAfter(current, steps));
  await tx
    .update(scimGroups)
    .set({ displayName, externalId, version: sql`${scimGroups.version} + 1`, updatedAt: new Date() })
    .where(eq(scimGroups.id, group.id));
  await recordActivity(tx, member, {
    action: 'scim-group.updated',
    recordType: 'scim-group',
    recordId: group.id,
    summary: `Updated the group ${displayName} through provisioning`,
  });
  return answer(tx, member.organizationId, group.id);
}

/** Applies a PATCH to a Group (members added, removed or replaced; the name), all or none. */
export const patchScimGroup = guardedWrite(
  'team.manage',
  async (member: Member, id: string, operations: readonly ScimPatchOperation[]): Promise<ScimGroupRecord> => {
    const steps = groupSteps(operations);
    if (!Array.isArray(steps)) throw new ScimInputError(steps);
    const db = await getDb();
    return db.transaction(async (tx) => applySteps(tx, member, await groupRow(tx, member.organizationId, id), steps));
  },
);

/** Replaces a Group's name and members (PUT). */
export const replaceScimGroup = guardedWrite(
  'team.manage',
  async (member: Member, id: string, input: ScimGroupInput): Promise<ScimGroupRecord> => {
    const steps: GroupStep[] = [
      { kind: 'rename', displayName: input.displayName },
      { kind: 'external-id', externalId: input.externalId || null },
      { kind: 'set', userIds: (input.members ?? []).map((entry) => entry.value) },
    ];
    const db = await getDb();
    return db.transaction(async (tx) => applySteps(tx, member, await groupRow(tx, member.organizationId, id), steps));
  },
);

/** Deletes a Group: its members lose the role it gave them. */
export const deleteScimGroup = guardedWrite('team.manage', async (member: Member, id: string): Promise<void> => {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const group = await groupRow(tx, member.organizationId, id);
    const held = await currentMembers(tx, group.id);
    await tx.delete(scimGroups).where(eq(scimGroups.id, group.id));
    if (group.role) await settleRoles(tx, member.organizationId, held, true);
    await recordActivity(tx, member, {
      action: 'scim-group.deleted',
      recordType: 'scim-group',
      recordId: group.id,
      summary: `Removed the group ${group.displayName} through provisioning`,
    });
  });
});

/** The groups the provider pushed, with their members' count and mapped role (Settings › Security). */
export async function listGroupRoles(member: Member): Promise<{ id: string; name: string; memberCount: number; role: GroupRow['role'] }[]> {
  assertCan(member, 'team.manage');
  const db = await getDb();
  return db
    .select({ id: scimGroups.id, name: scimGroups.displayName, memberCount: count(scimGroupMembers.userId), role: scimGroups.role })
    .from(scimGroups)
    .leftJoin(scimGroupMembers, eq(scimGroupMembers.groupId, scimGroups.id))
    .where(eq(scimGroups.organizationId, member.organizationId))
    .groupBy(scimGroups.id)
    .orderBy(asc(scimGroups.displayName));
}

/** Maps a group to a role, or to none (admins): its members get the role at once. */
export const setGroupRole = guardedWrite('team.manage', async (member: Member, groupId: string, role: GroupRow['role']): Promise<void> => {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const group = await groupRow(tx, member.organizationId, groupId);
    await tx
      .update(scimGroups)
      .set({ role, version: sql`${scimGroups.version} + 1`, updatedAt: new Date() })
      .where(eq(scimGroups.id, group.id));
    await settleRoles(tx, member.organizationId, await currentMembers(tx, group.id), group.role !== null);
    await recordActivity(tx, member, {
      action: 'scim-group.role-mapped',
      recordType: 'scim-group',
      recordId: group.id,
      summary: role ? `Mapped the group ${group.displayName} to the role ${role}` : `The group ${group.displayName} gives no role any more`,
    });
  });
});
