import 'server-only';
import { libraryControls } from '@/lib/catalog/controls';
import { formatIssueReference } from '@/lib/domain/ccpa-issues/rules';
import { controlStateLabels } from '@/lib/schemas/frameworks/control-state';
import type { IssueCategory } from '@/lib/schemas/ccpa-issues/records';
import type { TeamRole } from '@/lib/schemas/organization/settings';
import type { ActivityImport, CcpaIssueImport, ControlStateImport } from '@/lib/workspace/bulk-import';
import { dayAt, dayFrom } from './large-organization-records';
import type { Random } from './large-organization-random';

// The large organization's team and what its people own and do: control owners, issue assignees and history.

export type Teammate = { name: string; email: string; role: TeamRole };
/** A member of the seeded team as the records name them. */
export type Person = { id: string; name: string; subject: string; role: TeamRole };
/** A seeded record its history talks about. */
export type Named = { id: string; name: string };

const firstNames = [
  'Ava',
  'Noah',
  'Mia',
  'Liam',
  'Zoe',
  'Ethan',
  'Priya',
  'Mateo',
  'Hana',
  'Omar',
  'Lena',
  'Jonas',
  'Aisha',
  'Diego',
  'Yuki',
  'Sofia',
  'Kwame',
  'Elena',
  'Ravi',
  'Chloe',
];
const lastNames = [
  'Nguyen',
  'Schmidt',
  'Okafor',
  'Rossi',
  'Kowalski',
  'Haddad',
  'Tanaka',
  'García',
  'Lindqvist',
  'Patel',
  'Dubois',
  'Murphy',
  'Costa',
  'Ivanova',
  'Mensah',
];

/** `count` teammates with distinct e-mails: about one in twelve an admin, one in five a viewer, the rest members. */
export function largeTeam(random: Random, count: number, domain: string): Teammate[] {
  return Array.from({ length: count }, (_, index) => {
    const first = random.pick(firstNames);
    const last = random.pick(lastNames);
    const role: TeamRole = index % 12 === 0 ? 'admin' : index % 5 === 4 ? 'viewer' : 'member';
    const mailbox = `${first}.${last}.${index + 1}`
      .normalize('NFD')
      .replace(/[^A-Za-z0-9.]/g, '')
      .toLowerCase();
    return { name: `${first} ${last}`, email: `${mailbox}@${domain}`, role };
  });
}

const notApplicableReasons = [
  'No cardholder data is stored or processed in this scope.',
  'The organization runs no on-premises data centre.',
  'Covered by the hosting provider’s SOC 2 report.',
];

/** A state for every library control: 55% implemented, 20% in progress, 15% not started, 10% not applicable; 90% owned. */
export function largeControlStates(random: Random, owners: readonly Person[], now: Date): ControlStateImport[] {
  return libraryControls.map((control) => {
    const state = random.weighted([
      ['implemented', 55],
      ['in-progress', 20],
      ['not-started', 15],
      ['not-applicable', 10],
    ] as const);
    return {
      controlId: control.id,
      state,
      reason: state === 'not-applicable' ? random.pick(notApplicableReasons) : '',
      ownerMemberId: owners.length > 0 && random.chance(0.9) ? random.pick(owners).id : null,
      note: state === 'in-progress' ? `Tracked with the ${control.owner} team.` : '',
      updatedAt: dayAt(now, -random.between(1, 300)),
    };
  });
}

const issueTitles: Record<IssueCategory, readonly string[]> = {
  consent: [
    'Analytics cookies load before consent',
    'Consent choice not stored for returning visitors',
    'Marketing e-mails sent without recorded opt-in',
  ],
  deletion: ['Deletion request past the 45-day limit', 'Backups keep deleted customer records', 'Deletion not passed on to a processor'],
  disclosure: ['Privacy notice lacks retention periods', 'Categories of sensitive data not listed', 'Vendor contract missing CPRA clauses'],
  'opt-out': ['"Do Not Sell or Share" link missing', 'Global Privacy Control signal ignored', 'Opt-out not honoured by an ad partner'],
  minors: ['No opt-in for users under 16', 'Age not asked at sign-up', 'Parental consent flow incomplete'],
};
const surfaces = ['web app', 'mobile app', 'checkout', 'support portal', 'partner API', 'newsletter', 'marketing site', 'data warehouse'];
const tags = [
  'Website',
  'Mobile',
  'Vendors',
  'SLA',
  'Cookies',
  'Contracts',
  'Data Subject Requests',
  'Consumer Rights',
  'Marketing',
  'Engineering',
];

/**
 * `count` CCPA/CPRA issues created over the last three years, numbered CCPA-YYYY-NNN in creation order within each
 * year (so no two share a reference): older ones mostly closed, recent ones open or in progress; 75% assigned.
 */
export function largeCcpaIssues(random: Random, count: number, now: Date, assignees: readonly Person[]): CcpaIssueImport[] {
  const drafts = Array.from({ length: count }, () => {
    const createdAt = new Date(dayAt(now, -random.between(1, 3 * 365)).getTime() + random.between(0, 8 * 3600) * 1000);
    const ageDays = (now.getTime() - createdAt.getTime()) / (24 * 3600 * 1000);
    const category = random.pick(Object.keys(issueTitles) as IssueCategory[]);
    const surface = random.pick(surfaces);
    const assignee = assignees.length > 0 && random.chance(0.75) ? random.pick(assignees) : null;
    return {
      title: `${random.pick(issueTitles[category])} (${surface})`,
      description: `Found in the ${surface} during a privacy review; the fix needs an owner, a plan and a check that it holds.`,
      priority: random.weighted([
        ['critical', 8],
        ['high', 22],
        ['medium', 45],
        ['low', 25],
      ] as const),
      category,
      tags: random.sample(tags, random.between(1, 3)),
      assignee: assignee?.name ?? null,
      assigneeMemberId: assignee?.id ?? null,
      dueOn: dayFrom(createdAt, random.between(14, 90)),
      status: random.weighted(
        ageDays > 180
          ? ([
              ['closed', 85],
              ['in-progress', 5],
              ['open', 10],
            ] as const)
          : ([
              ['closed', 30],
              ['in-progress', 30],
              ['open', 40],
            ] as const),
      ),
      createdAt,
      updatedAt: new Date(Math.min(now.getTime() - 3600_000, createdAt.getTime() + random.between(0, 60) * 24 * 3600 * 1000)),
    };
  });
  drafts.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const numbers = new Map<number, number>();
  return drafts.map((issue) => {
    const year = issue.createdAt.getUTCFullYear();
    const number = (numbers.get(year) ?? 0) + 1;
    numbers.set(year, number);
    return { ...issue, reference: formatIssueReference(year, number) };
  });
}

type Records = { evidence: readonly Named[]; policies: readonly Named[]; audits: readonly Named[]; issues: readonly Named[] };

/** What people did to the seeded records, as the workspace writes it: one summary maker per kind of entry. */
const kinds: readonly (readonly [
  recordType: string,
  action: string,
  pool: keyof Records | 'controls',
  summary: (name: string) => string,
])[] = [
  ['evidence', 'evidence.created', 'evidence', (name) => `Added the evidence ${name} for review`],
  ['evidence', 'evidence.verified', 'evidence', (name) => `Verified the evidence ${name}`],
  ['evidence', 'evidence.failed', 'evidence', (name) => `Failed the evidence ${name}: the export does not cover the whole period`],
  ['policy', 'policy.updated', 'policies', (name) => `Edited the policy ${name}`],
  ['policy', 'policy.submitted', 'policies', (name) => `Submitted the policy ${name} for review`],
  ['policy', 'policy.approved', 'policies', (name) => `Approved the policy ${name}`],
  ['audit', 'audit.scheduled', 'audits', (name) => `Scheduled the audit ${name}`],
  ['audit', 'audit.updated', 'audits', (name) => `Edited the audit ${name}`],
  ['ccpa-issue', 'ccpa-issue.updated', 'issues', (name) => `Updated the CCPA issue ${name}`],
  ['control', 'control.updated', 'controls', (name) => `Set ${name} to ${controlStateLabels['in-progress']}`],
];

const controlRecords: readonly Named[] = libraryControls.map((control) => ({ id: control.id, name: `${control.id} ${control.name}` }));

/** `count` past entries over the last two years, each by a member of the team about one of the seeded records. */
export function largeActivity(random: Random, count: number, now: Date, actors: readonly Person[], records: Records): ActivityImport[] {
  const pools = { ...records, controls: controlRecords };
  const usable = kinds.filter(([, , pool]) => pools[pool].length > 0);
  return Array.from({ length: usable.length === 0 ? 0 : count }, () => {
    const [recordType, action, pool, summary] = random.pick(usable);
    const record = random.pick(pools[pool]);
    const actor = random.pick(actors);
    return {
      actorName: actor.name,
      actorSubject: actor.subject,
      action,
      recordType,
      recordId: record.id,
      summary: summary(record.name),
      createdAt: new Date(now.getTime() - random.between(3600, 730 * 24 * 3600) * 1000),
    };
  });
}
