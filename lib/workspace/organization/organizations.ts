import 'server-only';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members, organizations } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/people/rules';
import { recordActivity } from '../activity';
import { assertCan, notFound, STALE_MESSAGE, WorkspaceError, type Member, type Tx } from '../member';
import { enrolMemberAsPerson } from '../people';

/** A person as the backends know them: the subject key (see identity.ts), and what a new member row starts with. */
export type Identity = { subject: string; email: string; displayName: string };

/** A member as the workspace acts for them (a Member), read with their organization's name. */
export const memberColumns = {
  id: members.id,
  organizationId: members.organizationId,
  organizationName: organizations.name,
  subject: members.subject,
  email: members.email,
  displayName: members.displayName,
  role: members.role,
};

/** The organization the person works in: their membership selected last, or null when they have none. */
export async function currentMembership(subject: string, tx?: Tx): Promise<Member | null> {
  const db = tx ?? (await getDb());
  const [row] = await db
    .select(memberColumns)
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(and(eq(members.subject, subject), isNull(members.removedAt)))
    .orderBy(desc(members.selectedAt))
    .limit(1);
  return row ?? null;
}

/** Creates an organization with its founder as admin, inside `tx`; answers the founder's membership. */
export async function createOrganization(tx: Tx, name: string, founder: Identity): Promise<Member> {
  const [organization] = await tx.insert(organizations).values({ name }).returning({ id: organizations.id, name: organizations.name });
  if (!organization) throw new Error('The organization was not created');
  const [member] = await tx
    .insert(members)
    .values({
      organizationId: organization.id,
      subject: founder.subject,
      email: founder.email,
      displayName: founder.displayName,
      role: 'admin',
    })
    .returning({ id: members.id, joinedAt: members.joinedAt });
  if (!member) throw new Error('The founding member was not created');
  const { subject, email, displayName } = founder;
  await enrolMemberAsPerson(tx, {
    organizationId: organization.id,
    memberId: member.id,
    name: displayName,
    email,
    day: dayOf(member.joinedAt),
  });
  const created: Member = {
    id: member.id,
    organizationId: organization.id,
    organizationName: organization.name,
    subject,
    email,
    displayName,
    role: 'admin',
  };
  await recordActivity(tx, created, {
    action: 'organization.created',
    recordType: 'organization',
    recordId: organization.id,
    summary: `Created the organization ${name}`,
  });
  return created;
}

/**
 * Creates an organization for a person with none (sign-up, or a first sign-in through a provider). The person's
 * key is locked for the transaction, so two first requests at once create one organization, not two.
 * `whenFounded` runs inside the founding transaction, only when the organization is new (sign-up adds the
 * questionnaire's frameworks there).
 */
export async function startOrganization(
  name: string,
  founder: Identity,
  whenFounded?: (tx: Tx, founder: Member) => Promise<unknown>,
): Promise<Member> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${founder.subject}))`);
    const [existing] = await tx.select({ id: members.id }).from(members).where(eq(members.subject, founder.subject)).limit(1);
    if (existing) {
      const member = await currentMembership(founder.subject, tx);
      if (member) return member;
      throw new WorkspaceError('forbidden', NO_ORGANIZATION_MESSAGE);
    }
    const created = await createOrganization(tx, name, founder);
    await whenFounded?.(tx, created);
    return created;
  });
}

/** Where a signed-in person with no organization left (removed by an admin) is sent. */
export const NO_ORGANIZATION_PATH = '/no-organization';

/** Founds one more organization for a signed-in person (one removed from theirs starts anew). */
export async function foundOrganization(name: string, founder: Identity): Promise<Member> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const member = await createOrganization(tx, name, founder);
    await tx.update(members).set({ selectedAt: new Date() }).where(eq(members.id, member.id));
    return member;
  });
}

export const NO_ORGANIZATION_MESSAGE = 'You are no longer a member of an organization. Ask an administrator to invite you again.';

export type OrganizationDetails = { id: string; name: string; version: number; createdAt: Date };

export async function organizationOf(member: Member): Promise<OrganizationDetails> {
  const db = await getDb();
  const [row] = await db
    .select({ id: organizations.id, name: organizations.name, version: organizations.version, createdAt: organizations.createdAt })
    .from(organizations)
    .where(eq(organizations.id, member.organizationId));
  if (!row) throw notFound('The organization');
  return row;
}

/** Renames the organization (admins); refused when someone renamed it since `version` was read. */
export async function renameOrganization(member: Member, name: string, version: number): Promise<OrganizationDetails> {
  assertCan(member, 'organization.manage');
  const db = await getDb();
  return db.transaction(async (tx) => {
    const [renamed] = await tx
      .update(organizations)
      .set({ name, version: sql`${organizations.version} + 1` })
      .where(and(eq(organizations.id, member.organizationId), eq(organizations.version, version)))
      .returning({ id: organizations.id, name: organizations.name, version: organizations.version, createdAt: organizations.createdAt });
    if (!renamed) throw new WorkspaceError('conflict', STALE_MESSAGE);
    await recordActivity(tx, member, {
      action: 'organization.renamed',
      recordType: 'organization',
      recordId: renamed.id,
      summary: `Renamed the organization to ${name}`,
    });
    return renamed;
  });
}

/** Locks the organization's row until the transaction ends, so checks across its members (last admin) hold. */
export async function lockOrganization(tx: Tx, organizationId: string): Promise<void> {
  await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, organizationId)).for('update');
}
