import 'server-only';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { getDb } from '@/lib/db/client';
import { members, people, scimUsers } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import type { ScimCriterion } from '@/lib/domain/scim/criteria';
import { ScimInputError } from '@/lib/domain/scim/errors';
import { patchedUser } from '@/lib/domain/scim/patch';
import type { ScimUserRecord } from '@/lib/domain/scim/resources';
import { isRefusal, SCIM_SUBJECT, type ScimRefusal, type ScimUserFields } from '@/lib/domain/scim/users';
import type { ScimPatchOperation } from '@/lib/schemas/scim/records';
import { recordActivity } from '../activity';
import { assertCan, WorkspaceError, type Member, type Tx } from '../member';
import { guardedWrite } from '../guarded-write';
import { lockOrganization } from '../organization';
import { enrolMemberAsPerson } from '../people';
import { deactivateMember, reactivateMember } from './access';
import { SCIM_DEFAULT_ROLE } from './roles';
import { pageOfUsers, storedUser, userColumns, type StoredUser } from './user-rows';

function checked(fields: ScimUserFields | ScimRefusal): ScimUserFields {
  if (isRefusal(fields)) throw new ScimInputError(fields);
  return fields;
}

/** The User as answered: the member it stands for stays inside the product. */
function record(user: StoredUser): ScimUserRecord {
  const { id, userName, externalId, givenName, familyName, displayName, email, active, version, createdAt, updatedAt } = user;
  return { id, userName, externalId, givenName, familyName, displayName, email, active, version, createdAt, updatedAt };
}

async function refuseTakenUserName(tx: Tx, organizationId: string, userName: string, except?: string): Promise<void> {
  const [taken] = await tx
    .select({ id: scimUsers.id })
    .from(scimUsers)
    .where(
      and(eq(scimUsers.organizationId, organizationId), eq(scimUsers.userName, userName), except ? ne(scimUsers.id, except) : undefined),
    );
  if (taken) throw new WorkspaceError('conflict', `A user with the userName ${userName} already exists.`);
}

/**
 * The member a new User stands for: the organization's active member with the same e-mail that no User names yet
 * (someone who joined before provisioning), else a new member with the default role, who signs in once their
 * organization's sign-in provider (or an invitation) names them.
 */
async function memberFor(tx: Tx, member: Member, fields: ScimUserFields): Promise<{ id: string; joined: boolean }> {
  const [existing] = await tx
    .select({ id: members.id })
    .from(members)
    .leftJoin(scimUsers, eq(scimUsers.memberId, members.id))
    .where(
      and(
        eq(members.organizationId, member.organizationId),
        eq(members.email, fields.email),
        isNull(members.removedAt),
        isNull(scimUsers.id),
      ),
    )
    .limit(1);
  if (existing) return { id: existing.id, joined: false };
  const [created] = await tx
    .insert(members)
    .values({
      organizationId: member.organizationId,
      subject: `${SCIM_SUBJECT}${randomUUID()}`,
      email: fields.email,
      displayName: fields.displayName,
      role: SCIM_DEFAULT_ROLE,
    })
    .returning({ id: members.id, joinedAt: members.joinedAt });
  if (!created) throw new Error('The member was not created');
  await enrolMemberAsPerson(tx, {
    organizationId: member.organizationId,
    memberId: created.id,
    name: fields.displayName,
    email: fields.email,
    day: dayOf(created.joinedAt),
    onboard: true,
  });
  return { id: created.id, joined: true };
}

/** Creates a User: its member (matched by e-mail or new) and their person in People; 409 when the userName is taken. */
export const createScimUser = guardedWrite(
  'team.manage',
  async (member: Member, input: ScimUserFields | ScimRefusal): Promise<ScimUserRecord> => {
    const fields = checked(input);
    const db = await getDb();
    return db.transaction(async (tx) => {
      await lockOrganization(tx, member.organizationId);
      await refuseTakenUserName(tx, member.organizationId, fields.userName);
      const joined = await memberFor(tx, member, fields);
      const [created] = await tx
        .insert(scimUsers)
        .values({ organizationId: member.organizationId, memberId: joined.id, ...fields })
        .returning(userColumns);
      if (!created) throw new Error('The user was not created');
      if (!fields.active) await deactivateMember(tx, member.organizationId, joined.id);
      await recordActivity(tx, member, {
        action: 'scim-user.created',
        recordType: 'member',
        recordId: joined.id,
        summary: `${joined.joined ? 'Added' : 'Linked'} ${fields.displayName} (${fields.email}) through provisioning`,
      });
      return record(created);
    });
  },
);

/** A User of the organization, or 404. */
export async function readScimUser(member: Member, id: string): Promise<ScimUserRecord> {
  assertCan(member, 'team.manage');
  const db = await getDb();
  return record(await storedUser(db, member.organizationId, id));
}

/** One page of the organization's Users matching every criterion, and how many match in all. */
export async function listScimUsers(
  member: Member,
  criteria: readonly ScimCriterion[],
  startIndex: number,
  pageSize: number,
): Promise<{ total: number; users: ScimUserRecord[] }> {
  assertCan(member, 'team.manage');
  const db = await getDb();
  const { total, users } = await pageOfUsers(db, member.organizationId, criteria, startIndex, pageSize);
  return { total, users: users.map(record) };
}

/** The member's person takes the new name and address, unless another person of the organization has that address. */
async function followInPeople(tx: Tx, organizationId: string, memberId: string, next: ScimUserFields): Promise<void> {
  const [other] = await tx
    .select({ id: people.id })
    .from(people)
    .where(and(eq(people.organizationId, organizationId), eq(people.email, next.email), ne(people.memberId, memberId)));
  await tx
    .update(people)
    .set({ name: next.displayName, ...(other ? {} : { email: next.email }), version: sql`${people.version} + 1`, updatedAt: new Date() })
    .where(and(eq(people.organizationId, organizationId), eq(people.memberId, memberId)));
}

/** Stores a User's new fields: its member's name and address follow, and a change of `active` ends or restores access. */
async function saveUser(tx: Tx, member: Member, current: StoredUser, next: ScimUserFields): Promise<ScimUserRecord> {
  if (next.userName !== current.userName) await refuseTakenUserName(tx, member.organizationId, next.userName, current.id);
  const [saved] = await tx
    .update(scimUsers)
    .set({ ...next, version: sql`${scimUsers.version} + 1`, updatedAt: new Date() })
    .where(eq(scimUsers.id, current.id))
    .returning(userColumns);
  if (!saved) throw new Error('The user was not saved');
  await tx
    .update(members)
    .set({ displayName: next.displayName, email: next.email, version: sql`${members.version} + 1` })
    .where(and(eq(members.id, current.memberId), eq(members.organizationId, member.organizationId)));
  await followInPeople(tx, member.organizationId, current.memberId, next);
  let summary = `Updated ${next.displayName} through provisioning`;
  if (current.active && !next.active) {
    await deactivateMember(tx, member.organizationId, current.memberId);
    summary = `Deactivated ${next.displayName} through provisioning: their access ended and their offboarding started`;
  } else if (!current.active && next.active) {
    await reactivateMember(tx, member.organizationId, current.memberId);
    summary = `Reactivated ${next.displayName} through provisioning`;
  }
  await recordActivity(tx, member, { action: 'scim-user.updated', recordType: 'member', recordId: current.memberId, summary });
  return record(saved);
}

/** Replaces a User's attributes (PUT). */
export const replaceScimUser = guardedWrite(
  'team.manage',
  async (member: Member, id: string, input: ScimUserFields | ScimRefusal): Promise<ScimUserRecord> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const current = await storedUser(tx, member.organizationId, id, true);
      return saveUser(tx, member, current, checked(input));
    });
  },
);

/** Applies a PATCH's operations to a User, all or none. */
export const patchScimUser = guardedWrite(
  'team.manage',
  async (member: Member, id: string, operations: readonly ScimPatchOperation[]): Promise<ScimUserRecord> => {
    const db = await getDb();
    return db.transaction(async (tx) => {
      const current = await storedUser(tx, member.organizationId, id, true);
      return saveUser(tx, member, current, checked(patchedUser(current, operations)));
    });
  },
);

/** Deletes a User: their member is deactivated as by `active: false`, and the User is gone (404 from now on). */
export const deleteScimUser = guardedWrite('team.manage', async (member: Member, id: string): Promise<void> => {
  const db = await getDb();
  await db.transaction(async (tx) => {
    const current = await storedUser(tx, member.organizationId, id, true);
    await deactivateMember(tx, member.organizationId, current.memberId);
    await tx.delete(scimUsers).where(eq(scimUsers.id, current.id));
    await recordActivity(tx, member, {
      action: 'scim-user.deleted',
      recordType: 'member',
      recordId: current.memberId,
      summary: `Removed ${current.displayName} through provisioning: their access ended and their offboarding started`,
    });
  });
});
