import 'server-only';
import { and, eq } from 'drizzle-orm';
import { filledTemplateBody, policyTemplate, programmePolicyTemplates } from '@/lib/catalog/policy-templates';
import { members, organizations, policies, policyComments, policyVersions } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import type { TrackedFramework } from '@/lib/schemas/frameworks/codes';
import type { Tx } from '@/lib/workspace/member';

type Seeded = {
  name: string;
  version: string;
  description?: string;
  /** Stored statuses only: an expired policy is an approved one past its review due day. */
  status: 'approved' | 'review' | 'draft';
  frameworks: TrackedFramework[];
  owner: string;
  updatedDaysAgo: number;
  /** Days from now to the next review, for approved policies (negative: past due, so Expired). */
  reviewInDays?: number;
  /** The template its text starts from; others get a short text of their own. */
  template?: string;
};

/** The policies the library lists first, one of each status, so each status's row actions can be seen. */
const featured: Seeded[] = [
  {
    name: 'Information Security Policy',
    version: 'v3.2',
    description: 'Company-wide rules for protecting information assets.',
    status: 'approved',
    frameworks: ['soc2', 'iso27001'],
    owner: 'Sarah Chen',
    updatedDaysAgo: 2,
    reviewInDays: 310,
    template: 'security',
  },
  {
    name: 'Data Privacy Policy',
    version: 'v2.0',
    description: 'How personal data is collected, used, shared and deleted.',
    status: 'review',
    frameworks: ['gdpr', 'ccpa'],
    owner: 'Michael Torres',
    updatedDaysAgo: 7,
    template: 'privacy',
  },
  {
    name: 'Backup and Recovery Policy',
    version: 'v1.0',
    description: 'Backup schedules, retention and restore testing.',
    status: 'draft',
    frameworks: ['soc2'],
    owner: 'David Kim',
    updatedDaysAgo: 3,
    template: 'backup',
  },
  {
    name: 'Access Control Policy',
    version: 'v2.4',
    description: 'Granting, reviewing and revoking access to systems.',
    status: 'approved',
    frameworks: ['iso27001', 'pci-dss'],
    owner: 'Emily Johnson',
    updatedDaysAgo: 395,
    reviewInDays: -30,
    template: 'access',
  },
  {
    name: 'Incident Response Policy',
    version: 'v2.1',
    description: 'Detecting, reporting and responding to security incidents.',
    status: 'approved',
    frameworks: ['soc2', 'hipaa'],
    owner: 'Sarah Chen',
    updatedDaysAgo: 30,
    reviewInDays: 335,
    template: 'incident-response',
  },
  {
    name: 'Vendor Management Policy',
    version: 'v1.3',
    description: 'Assessing and monitoring third-party vendors.',
    status: 'review',
    frameworks: ['soc2', 'gdpr'],
    owner: 'Michael Torres',
    updatedDaysAgo: 5,
  },
];

const approvedNames = [
  'Acceptable Use Policy',
  'Asset Management Policy',
  'Business Continuity Policy',
  'Change Management Policy',
  'Clean Desk Policy',
  'Code of Conduct',
  'Cryptography Policy',
  'Data Classification Policy',
  'Data Retention Policy',
  'Disaster Recovery Plan',
  'Encryption Key Management Policy',
  'Endpoint Security Policy',
  'Human Resources Security Policy',
  'Logging and Monitoring Policy',
  'Mobile Device Policy',
  'Network Security Policy',
  'Password Policy',
  'Patch Management Policy',
  'Physical Security Policy',
  'Remote Work Policy',
  'Risk Management Policy',
  'Secure Development Policy',
  'Security Awareness Training Policy',
  'Third-Party Risk Policy',
  'Vulnerability Management Policy',
  'Whistleblower Policy',
  'Data Breach Notification Policy',
  'Cloud Security Policy',
  'Configuration Management Policy',
  'Capacity Management Policy',
  'Software Licensing Policy',
  'Media Disposal Policy',
  'Privileged Access Policy',
  'Email Security Policy',
  'Records Management Policy',
  'Information Transfer Policy',
];
const reviewNames = ['Data Subject Request Procedure', 'Cookie Policy', 'Anti-Bribery Policy', 'AI Acceptable Use Policy'];
const draftNames = ['Payment Card Handling Policy'];

const owners = ['Sarah Chen', 'Michael Torres', 'Emily Johnson', 'David Kim'];
const frameworkPairs: TrackedFramework[][] = [['soc2'], ['iso27001'], ['soc2', 'iso27001'], ['gdpr'], ['pci-dss'], ['hipaa'], ['ccpa']];
/** Three approved policies fall due within 30 days: the "Expiring Soon" card. */
const expiringSoonInDays = [9, 18, 26];

function library(): Seeded[] {
  const approved = approvedNames.map((name, index): Seeded => ({
    name,
    version: `v${1 + (index % 3)}.${index % 4}`,
    status: 'approved',
    frameworks: frameworkPairs[index % frameworkPairs.length]!,
    owner: owners[index % owners.length]!,
    updatedDaysAgo: 40 + index * 7,
    reviewInDays: expiringSoonInDays[index] ?? 60 + index * 8,
    template: programmePolicyTemplates.find((template) => template.name === name)?.id,
  }));
  const others = [
    ...reviewNames.map((name) => ({ name, status: 'review' as const })),
    ...draftNames.map((name) => ({ name, status: 'draft' as const })),
  ].map(({ name, status }, index): Seeded => ({
    name,
    version: 'v1.0',
    status,
    frameworks: frameworkPairs[(index + 3) % frameworkPairs.length]!,
    owner: owners[(index + 1) % owners.length]!,
    updatedDaysAgo: 10 + index * 3,
  }));
  return [...featured, ...approved, ...others];
}

/** A short text for a seeded policy under review or in draft without a template: the sections every policy has. */
function outline(name: string, organization: string): string {
  const subject = name.replace(/ (Policy|Plan|Procedure)$/, '').toLowerCase();
  return [
    '## Purpose',
    `This document sets out how ${organization} manages ${subject}: what is required, who is responsible and how it is checked.`,
    '## Scope',
    `It applies to all employees, contractors and systems of ${organization} involved in ${subject}.`,
    '## Policy Statements',
    `1. Every activity in scope has a named owner.\n2. Requirements are documented and communicated to the people they concern.\n3. Compliance is checked at least once a year and findings are tracked to closure.`,
    '## Review',
    'The owner reviews this policy at least once a year, or sooner after a significant change.',
    '## Exceptions',
    'Exceptions are approved in writing by the owner, recorded and time-limited.',
  ].join('\n\n');
}

/** Who approved the seeded policies: the demo organization's administrator. */
const APPROVER = 'Sarah Chen';

/** Who wrote the seeded policies' texts: a member, so either administrator may approve them. */
const AUTHOR_EMAIL = 'michael.torres@example.com';

/**
 * The demo organization's 47 policies: 39 stored as approved, of which 38 are current (3 due for review within
 * 30 days) and 1 is past its review due day (Expired), 6 under review and 2 drafts. Each approved one has its
 * approved text in its versions; the privacy policy under review carries a reviewer's comment.
 */
export async function seedPolicies(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const day = (offset: number) => new Date(now.getTime() + offset * DAY_MS);
  const [organization] = await tx.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  const organizationName = organization?.name ?? 'the organization';
  const [author] = await tx
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.email, AUTHOR_EMAIL)));
  const seeded = library().map((policy) => {
    const template = policy.template ? policyTemplate(policy.template) : undefined;
    return {
      policy,
      values: {
        organizationId,
        name: policy.name,
        description:
          policy.description ??
          `${policy.name.replace(/ (Policy|Plan|Procedure)$/, '')}: what is required, who is responsible and how it is checked.`,
        status: policy.status,
        versionLabel: policy.version,
        body: template ? filledTemplateBody(template, organizationName) : outline(policy.name, organizationName),
        frameworks: policy.frameworks,
        owner: policy.owner,
        reviewFrequencyMonths: 12,
        reviewDueOn: policy.reviewInDays === undefined ? null : dayOf(day(policy.reviewInDays)),
        approvedAt: policy.reviewInDays === undefined ? null : day(policy.reviewInDays - 365),
        authorMemberId: author?.id ?? null,
        createdAt: day(-policy.updatedDaysAgo - 30),
        updatedAt: day(-policy.updatedDaysAgo),
      },
    };
  });
  const stored = await tx
    .insert(policies)
    .values(seeded.map(({ values }) => values))
    .returning({ id: policies.id, name: policies.name });
  const idOf = new Map(stored.map((row) => [row.name, row.id]));
  const approved = seeded.filter(({ values }) => values.status === 'approved' && values.approvedAt);
  await tx.insert(policyVersions).values(
    approved.map(({ values }) => ({
      organizationId,
      policyId: idOf.get(values.name)!,
      label: values.versionLabel,
      name: values.name,
      description: values.description,
      body: values.body,
      approvedAt: values.approvedAt!,
      approvedByName: APPROVER,
    })),
  );
  const privacy = idOf.get('Data Privacy Policy');
  if (privacy) {
    await tx.insert(policyComments).values({
      organizationId,
      policyId: privacy,
      authorName: 'Emily Johnson',
      body: 'The retention periods in statement 4 should point to the data retention schedule.',
      createdAt: day(-5),
    });
  }
}
