import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { people, policies, policyAcceptances, policyVersions } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { acceptanceRoster, type AcceptanceRoster } from '@/lib/domain/policies/acceptance';
import { assertCan, checkedId, notFound, type Member, type Tx } from '../member';
import { keptRead } from '../read-cache';

/**
 * Who must accept a policy's approved text and where each stands: read by an acceptance (acceptance.ts) and by the
 * filing of a complete roster as evidence (acceptance-evidence.ts), which the acceptance calls.
 */

/**
 * The approved text people accept: the policy's name and the Markdown body approved under its current label, and
 * the departments it is asked of (empty: everyone).
 */
export type ApprovedText = { policyId: string; name: string; versionLabel: string; body: string; scope: string[] };

/** An approved text without its body: what a letter asking for it names. */
export type ApprovedHeading = Omit<ApprovedText, 'body'>;

const headingColumns = {
  policyId: policies.id,
  name: policyVersions.name,
  versionLabel: policies.versionLabel,
  scope: policies.acceptanceDepartments,
};

/** The version a policy is approved under now. */
const currentVersion = and(
  eq(policyVersions.organizationId, policies.organizationId),
  eq(policyVersions.policyId, policies.id),
  eq(policyVersions.label, policies.versionLabel),
);

// An archived policy is out of use: nobody is asked to accept it.
const approvedNow = (organizationId: string, policyId?: string) =>
  and(
    eq(policies.organizationId, organizationId),
    eq(policies.status, 'approved'),
    isNull(policies.archivedAt),
    policyId === undefined ? undefined : eq(policies.id, policyId),
  );

/** The approved text of the policy `policyId` of `organizationId`, or null when the policy is not approved now. */
export async function approvedTextOf(reader: Db | Tx, organizationId: string, policyId: string): Promise<ApprovedText | null> {
  const [row] = await reader
    .select({ ...headingColumns, body: policyVersions.body })
    .from(policies)
    .innerJoin(policyVersions, currentVersion)
    .where(approvedNow(organizationId, policyId));
  return row ?? null;
}

/** Every approved text of the organization without its body, in one read. */
export function approvedHeadingsOf(reader: Db | Tx, organizationId: string): Promise<ApprovedHeading[]> {
  return reader.select(headingColumns).from(policies).innerJoin(policyVersions, currentVersion).where(approvedNow(organizationId));
}

/** An acceptance as the status rules read it, with its policy. */
export const acceptanceColumns = {
  policyId: policyAcceptances.policyId,
  personId: policyAcceptances.personId,
  versionLabel: policyAcceptances.versionLabel,
  acceptedAt: policyAcceptances.acceptedAt,
};

/** The acceptances of the policy by `personId` (or by everyone), for the status rules. */
export function acceptancesOf(reader: Db | Tx, organizationId: string, policyId: string, personId?: string) {
  return reader
    .select({
      personId: policyAcceptances.personId,
      versionLabel: policyAcceptances.versionLabel,
      acceptedAt: policyAcceptances.acceptedAt,
    })
    .from(policyAcceptances)
    .where(
      and(
        eq(policyAcceptances.organizationId, organizationId),
        eq(policyAcceptances.policyId, policyId),
        personId ? eq(policyAcceptances.personId, personId) : undefined,
      ),
    );
}

/** Every acceptance by the person `personId`, of any policy of the organization. */
export function acceptancesByPerson(reader: Db | Tx, organizationId: string, personId: string) {
  return reader
    .select(acceptanceColumns)
    .from(policyAcceptances)
    .where(and(eq(policyAcceptances.organizationId, organizationId), eq(policyAcceptances.personId, personId)));
}

/** Every acceptance of the organization's policies, by policy: the hourly reminders weigh every approved policy at once. */
export async function acceptancesByPolicy(reader: Db | Tx, organizationId: string) {
  const rows = await reader.select(acceptanceColumns).from(policyAcceptances).where(eq(policyAcceptances.organizationId, organizationId));
  const byPolicy = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byPolicy.get(row.policyId) ?? [];
    list.push(row);
    byPolicy.set(row.policyId, list);
  }
  return byPolicy;
}

/** The organization's people as the acceptance rules read them. */
export function rosterPeopleOf(reader: Db | Tx, organizationId: string) {
  return reader
    .select({
      id: people.id,
      name: people.name,
      email: people.email,
      department: people.department,
      memberId: people.memberId,
      startDate: people.startDate,
      endDate: people.endDate,
    })
    .from(people)
    .where(eq(people.organizationId, organizationId));
}

/**
 * Who must accept the approved `text` on `today` and where each stands, read through `reader` (a transaction may
 * read its own writes), with the organization's people as read.
 */
async function acceptanceRosterOf(reader: Db | Tx, organizationId: string, text: ApprovedHeading, today: string) {
  const [everyone, acceptances] = await Promise.all([
    rosterPeopleOf(reader, organizationId),
    acceptancesOf(reader, organizationId, text.policyId),
  ]);
  return { everyone, roster: acceptanceRoster(everyone, acceptances, text.versionLabel, today, text.scope) };
}

export type PolicyAcceptanceStatus = AcceptanceRoster & { policyName: string; myPersonId: string | null; scope: string[] };

/**
 * Who must accept the approved policy on `today` (employed, in its scope) and where each stands; null when the
 * policy is not approved.
 */
export function policyAcceptanceStatus(
  member: Member,
  policyId: string,
  today: string = dayOf(new Date()),
): Promise<PolicyAcceptanceStatus | null> {
  assertCan(member, 'records.view');
  checkedId(policyId, 'The policy');
  // The member is part of the key: the answer names their own person.
  return keptRead(member, ['policy-acceptance', policyId, today, member.id], async () => {
    const db = await getDb();
    const [exists] = await db
      .select({ id: policies.id })
      .from(policies)
      .where(and(eq(policies.id, policyId), eq(policies.organizationId, member.organizationId)));
    if (!exists) throw notFound('The policy');
    const text = await approvedTextOf(db, member.organizationId, policyId);
    if (!text) return null;
    const { everyone, roster } = await acceptanceRosterOf(db, member.organizationId, text, today);
    const mine = everyone.find((person) => person.memberId === member.id);
    return {
      ...roster,
      policyName: text.name,
      myPersonId: mine?.id ?? null,
      scope: text.scope,
    };
  });
}
