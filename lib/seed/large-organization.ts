import 'server-only';
import { eq } from 'drizzle-orm';
import { accounts, backend } from '@/lib/backend';
import { getDb } from '@/lib/db/client';
import { users } from '@/lib/db/schema';
import { listActivity } from '@/lib/workspace/activity';
import { deleteOrganization } from '@/lib/workspace/bulk-delete';
import { activateFrameworks, importActivity, importAudits, importCcpaIssues, importControlStates } from '@/lib/workspace/bulk-import';
import { importEvidence, importPolicies } from '@/lib/workspace/bulk-import-records';
import { identityFrom } from '@/lib/workspace/organization';
import { acceptInvitation, inviteMember } from '@/lib/workspace/organization';
import type { Member } from '@/lib/workspace/member';
import { currentMembership } from '@/lib/workspace/organization';
import { placeNewAccount } from '@/lib/workspace/organization';
import { listMembers } from '@/lib/workspace/organization';
import { largeActivity, largeCcpaIssues, largeControlStates, largeTeam, type Person } from './large-organization-people';
import { seededRandom } from './large-organization-random';
import { largeAudits, largeEvidence, largePolicies } from './large-organization-records';

/**
 * The large organization of the performance budgets (docs/performance.md): a throw-away organization with the
 * record counts the signed-in pages must stay fast with, and the embedded account that signs in to it.
 */
export const LARGE_ORGANIZATION = {
  name: 'Large Organization Inc.',
  email: 'large-org@example.com',
  password: 'large-organization',
  fullName: 'Large Org Admin',
  /** The six frameworks the control library measures, all Active. */
  frameworks: ['soc2', 'iso27001', 'hipaa', 'gdpr', 'ccpa', 'pci-dss'],
  /** Members include the admin above; activity is the organization's total, the import's own rows included. */
  counts: { members: 50, evidence: 10_000, evidenceFiles: 50, policies: 1_000, audits: 500, ccpaIssues: 2_000, activity: 100_000 },
} as const;

export type LargeOrganizationCounts = Record<keyof typeof LARGE_ORGANIZATION.counts, number>;

/** One part of the seeding: what it wrote and how long it took. */
export type SeedPart = { name: string; count: number; ms: number };

export type LargeOrganizationOptions = {
  /** Smaller (or larger) counts than LARGE_ORGANIZATION's; missing ones keep theirs. */
  counts?: Partial<LargeOrganizationCounts>;
  /** The day the records' dates count from. */
  now?: Date;
  /** Delete an existing large organization (and its account) first, instead of refusing. */
  replace?: boolean;
  /** Called as each part ends, to report progress. */
  onPart?: (part: SeedPart) => void;
};

/** Refusal to seed over an existing large organization (rerun with `replace`). */
export class LargeOrganizationExistsError extends Error {
  override name = 'LargeOrganizationExistsError';
}

/** Where the seeded teammates' e-mails live; their subjects name no account, so no one signs in as them. */
const TEAM_DOMAIN = 'large-org.example.com';

/**
 * Deletes the large organization and its account, when they exist; answers whether there was an account. Refuses
 * to touch an organization of another name that the account belongs to.
 */
export async function removeLargeOrganization(): Promise<boolean> {
  const db = await getDb();
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, LARGE_ORGANIZATION.email));
  if (!account) return false;
  const member = await currentMembership(`embedded:${account.id}`);
  if (member && member.organizationName !== LARGE_ORGANIZATION.name) {
    throw new Error(
      `${LARGE_ORGANIZATION.email} works in ${member.organizationName}, not ${LARGE_ORGANIZATION.name}: nothing was deleted.`,
    );
  }
  if (member) await deleteOrganization(member);
  await db.delete(users).where(eq(users.id, account.id));
  return true;
}

/** Signs up the large organization's account through the embedded backend, as /register does, and signs it out. */
async function signUp(): Promise<Member> {
  const store = accounts();
  if (!store) throw new Error('The large organization signs in with an embedded account: unset BACKEND_URL.');
  const { email, password, fullName, name } = LARGE_ORGANIZATION;
  const { token } = await store.register({ fullName, email, companyName: name, industry: 0, password, marketingOptIn: false });
  const person = identityFrom('embedded', await backend().myInformation(token));
  if (!person) throw new Error('The new account has no id');
  await placeNewAccount(person, name);
  await backend().logout(token);
  const member = await currentMembership(person.subject);
  if (!member) throw new Error('The large organization was not created');
  return member;
}

/** Invites the teammates and accepts for them, as each would through their link; answers the whole team. */
async function buildTeam(admin: Member, count: number): Promise<Person[]> {
  for (const mate of largeTeam(seededRandom(1), count, TEAM_DOMAIN)) {
    const { token } = await inviteMember(admin, mate.email, mate.role);
    await acceptInvitation(token, { subject: `seed:${mate.email}`, email: mate.email, displayName: mate.name });
  }
  return (await listMembers(admin)).map((row) => ({
    id: row.id,
    name: row.name,
    role: row.role,
    subject: row.email === admin.email ? admin.subject : `seed:${row.email}`,
  }));
}

/**
 * Creates the large organization through the product's own sign-up, invitations and bulk writers (lib/workspace),
 * with deterministic records dated relative to `now`. Throws LargeOrganizationExistsError when its account
 * exists, unless `replace`. Answers the admin's membership, each part's count and time, and the total time.
 */
export async function seedLargeOrganization(
  options: LargeOrganizationOptions = {},
): Promise<{ member: Member; parts: SeedPart[]; ms: number }> {
  const counts: LargeOrganizationCounts = { ...LARGE_ORGANIZATION.counts, ...options.counts };
  const now = options.now ?? new Date();
  const started = performance.now();
  const parts: SeedPart[] = [];
  const timed = async <T>(name: string, work: () => Promise<T>, count: (result: T) => number): Promise<T> => {
    const begun = performance.now();
    const result = await work();
    const part = { name, count: count(result), ms: Math.round(performance.now() - begun) };
    parts.push(part);
    options.onPart?.(part);
    return result;
  };
  if (options.replace) await timed('previous large organization deleted', removeLargeOrganization, (removed) => Number(removed));
  else if ((await (await getDb()).select({ id: users.id }).from(users).where(eq(users.email, LARGE_ORGANIZATION.email))).length > 0) {
    throw new LargeOrganizationExistsError(`${LARGE_ORGANIZATION.name} already exists in this database (${LARGE_ORGANIZATION.email}).`);
  }

  const admin = await timed('account and organization', signUp, () => 1);
  const team = await timed(
    'members',
    () => buildTeam(admin, Math.max(0, counts.members - 1)),
    (people) => people.length,
  );
  const owners = team.filter((person) => person.role !== 'viewer');
  await timed(
    'active frameworks',
    () => activateFrameworks(admin, LARGE_ORGANIZATION.frameworks),
    (names) => names.length,
  );
  await timed(
    'control states',
    () => importControlStates(admin, largeControlStates(seededRandom(2), owners, now)),
    (written) => written,
  );
  const evidence = largeEvidence(seededRandom(3), counts.evidence, counts.evidenceFiles, now);
  const evidenceIds = await timed(
    `evidence items (${Math.min(counts.evidenceFiles, counts.evidence)} with a stored PDF)`,
    () => importEvidence(admin, evidence),
    (ids) => ids.length,
  );
  const people = team.map((person) => person.name);
  const policies = largePolicies(seededRandom(4), counts.policies, now, admin.organizationName, people, admin.displayName);
  const policyIds = await timed(
    'policies',
    () => importPolicies(admin, policies),
    (ids) => ids.length,
  );
  const audits = largeAudits(seededRandom(5), counts.audits, now);
  const auditIds = await timed(
    'audits',
    () => importAudits(admin, audits),
    (ids) => ids.length,
  );
  const issues = largeCcpaIssues(seededRandom(6), counts.ccpaIssues, now, owners);
  const issueIds = await timed(
    'CCPA issues',
    () => importCcpaIssues(admin, issues),
    (ids) => ids.length,
  );

  const named = <T extends { name: string }>(rows: readonly T[], ids: readonly string[]) =>
    rows.map((row, index) => ({ id: ids[index]!, name: row.name }));
  const records = {
    evidence: named(evidence, evidenceIds),
    policies: named(policies, policyIds),
    audits: named(audits, auditIds),
    issues: issues.map((issue, index) => ({ id: issueIds[index]!, name: `${issue.reference} ${issue.title}` })),
  };
  await timed(
    'activity (history up to the total)',
    async () => {
      const { total } = await listActivity(admin, 1, 1);
      await importActivity(admin, largeActivity(seededRandom(7), Math.max(0, counts.activity - total), now, team, records));
      return (await listActivity(admin, 1, 1)).total;
    },
    (total) => total,
  );
  return { member: admin, parts, ms: Math.round(performance.now() - started) };
}
