import 'server-only';
import { ccpaIssues } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import { formatIssueReference } from '@/lib/domain/ccpa-issues/rules';
import type { Issue } from '@/lib/schemas/ccpa-issues/records';
import type { Tx } from '@/lib/workspace/member';

type Seeded = Omit<Issue, 'id' | 'reference' | 'dueDate' | 'assigneeMemberId' | 'version'> & { number: number; dueIn: number };

/**
 * The demo organization's CCPA/CPRA issues: three open (the dashboard's Open Issues) and three in progress; two
 * are overdue (due 9 and 5 days before `now`), the others fall due over the next two months. Their assignees are
 * names, not members of the organization (no assignee_member_id); an issue created next takes number 007.
 */
export const demoCcpaIssues: readonly Seeded[] = [
  {
    number: 1,
    title: 'Missing "Do Not Sell or Share" link on mobile app',
    description: 'The mobile app has no opt-out link for the sale or sharing of personal information.',
    priority: 'critical',
    category: 'opt-out',
    tags: ['Mobile', 'Consumer Rights'],
    assignee: 'Sarah Chen',
    dueIn: -9,
    status: 'in-progress',
  },
  {
    number: 2,
    title: 'Deletion requests exceed the 45-day response limit',
    description: 'Three verified deletion requests are still open after 45 days; the workflow needs an escalation step.',
    priority: 'critical',
    category: 'deletion',
    tags: ['Data Subject Requests', 'SLA'],
    assignee: null,
    dueIn: 5,
    status: 'open',
  },
  {
    number: 3,
    title: 'Cookie banner does not record consent for analytics',
    description: 'Analytics cookies load before the visitor makes a choice, and the choice is not stored.',
    priority: 'high',
    category: 'consent',
    tags: ['Website', 'Cookies'],
    assignee: 'Michael Rodriguez',
    dueIn: 12,
    status: 'in-progress',
  },
  {
    number: 4,
    title: 'Privacy policy lacks categories of sensitive personal information',
    description: 'The notice at collection does not list the sensitive categories collected or their retention periods.',
    priority: 'high',
    category: 'disclosure',
    tags: ['Privacy Notice'],
    assignee: null,
    dueIn: -5,
    status: 'open',
  },
  {
    number: 5,
    title: 'No opt-in consent for users under 16',
    description: 'Selling or sharing data of consumers under 16 requires affirmative opt-in; the signup flow does not ask for age.',
    priority: 'medium',
    category: 'minors',
    tags: ['Signup', 'Age Verification'],
    assignee: 'Emily Watson',
    dueIn: 27,
    status: 'in-progress',
  },
  {
    number: 6,
    title: 'Service provider contracts missing CPRA clauses',
    description: 'Two vendor agreements lack the required restrictions on retaining, using or disclosing personal information.',
    priority: 'low',
    category: 'disclosure',
    tags: ['Vendors', 'Contracts'],
    assignee: 'David Kim',
    dueIn: 53,
    status: 'open',
  },
];

/** CCPA-YYYY-NNN: the seed year and the issue's number. */
export const issueReference = formatIssueReference;

/** Inserts the demo organization's CCPA issues, numbered in the year of `now` and due relative to it. */
export async function seedCcpaIssues(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const year = now.getUTCFullYear();
  await tx.insert(ccpaIssues).values(
    demoCcpaIssues.map(({ number, dueIn, ...issue }) => ({
      organizationId,
      reference: issueReference(year, number),
      ...issue,
      dueOn: dayOf(new Date(now.getTime() + dueIn * DAY_MS)),
      createdAt: new Date(now.getTime() - (40 - number) * DAY_MS),
      updatedAt: new Date(now.getTime() - number * DAY_MS),
    })),
  );
}
