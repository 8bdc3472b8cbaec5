import 'server-only';
import { randomUUID } from 'node:crypto';
import { auditFindings, internalAudits, ismsObjectives, ismsScope, managementReviews } from '@/lib/db/schema';
import type { ObjectiveProgress, ReviewInputs } from '@/lib/schemas/isms/records';
import type { Tx } from '@/lib/workspace/member';
import { demoTeam, seedDay, seedMoment, type DemoTeam } from './demo-team';

/** The scope was written and approved when the ISO 27001 setup's first step was done, 84 days before seeding. */
const SCOPE_DAYS_AGO = 84;

const scope = {
  statement:
    'The information security management system of Demo Compliance Co. covers the development, operation and support of its compliance SaaS platform, hosted on AWS, and the people, processes and systems that handle customer data, including payment and health information.',
  sites: [
    'San Francisco office (headquarters)',
    'Remote employees in the United States',
    'AWS regions us-east-1 and eu-west-1 (production)',
  ],
  teams: ['Engineering', 'IT and Security', 'Customer Support', 'Compliance'],
  systems: [
    'Production platform on AWS',
    'GitHub source code and CI',
    'Okta identity provider',
    'Google Workspace',
    'Zendesk support desk',
    'Datadog monitoring',
  ],
  exclusions: [
    { item: 'Marketing website', reason: 'hosted by a website builder, separate from the platform, and holds no customer data' },
    { item: 'Payroll and benefits', reason: 'outsourced; covered by the vendor management process instead' },
  ],
  interestedParties:
    'Customers (security, availability and privacy of their data; SOC 2 and ISO 27001 reports); patients and end users whose data customers process (confidentiality of health information); payment card brands and the acquiring bank (PCI DSS); regulators and supervisory authorities (GDPR, CCPA, GLBA); employees (a safe workplace and clear rules); investors and the board (risk kept within appetite); vendors and subprocessors (contractual security terms).',
};

type SeededObjective = {
  title: string;
  measure: string;
  owner: keyof DemoTeam;
  targetInDays: number;
  progress: ObjectiveProgress;
  notes: string;
};

const objectives: readonly SeededObjective[] = [
  {
    title: 'MFA on every account with production access',
    measure: '100% of accounts that reach production sign in with multi-factor authentication, checked monthly in Okta.',
    owner: 'sarah',
    targetInDays: 60,
    progress: 'on-track',
    notes: 'Two service accounts left to move to workload identities.',
  },
  {
    title: 'Security awareness training completed',
    measure: 'At least 95% of staff complete the yearly security awareness training within 30 days of assignment.',
    owner: 'michael',
    targetInDays: -9,
    progress: 'achieved',
    notes: '97% completed; the completion records are in the evidence library.',
  },
  {
    title: 'Critical vulnerabilities fixed within 15 days',
    measure: 'Every critical finding of dependency scanning and the penetration test is fixed within 15 days, measured quarterly.',
    owner: 'michael',
    targetInDays: 120,
    progress: 'at-risk',
    notes: 'Last quarter two critical dependency findings took 21 and 24 days.',
  },
  {
    title: 'ISO 27001 surveillance audit without a major nonconformity',
    measure: 'The surveillance audit closes with no major nonconformity.',
    owner: 'manager',
    targetInDays: 90,
    progress: 'on-track',
    notes: '',
  },
];

/** The internal audit of the ISMS, performed 26 days before seeding, and its one nonconformity. */
const internalAudit = {
  title: 'ISMS internal audit: clauses 4 to 10 and a sample of Annex A',
  scope:
    'Clauses 4 to 10 of ISO 27001 and the Annex A controls on access control, documented information, suppliers and incident management.',
  auditorName: 'Internal Audit Team',
  plannedInDays: -28,
  performedInDays: -26,
  reportSummary:
    'The ISMS is established and operating. One minor nonconformity on documented information; controls sampled on access, suppliers and incidents were effective.',
  finding: {
    reference: 'Clause 7.5.3 Control of documented information',
    description:
      'The Access Control Policy (v2.4) passed its yearly review date: the approved version in use had not been reviewed for over a year.',
    cause: 'The policy owner has a read-only role and could not start the review, and nobody else received the reminder.',
    correctiveAction:
      'Michael Torres reviews the policy; policies are owned only by members who can edit them, and overdue policy reviews are checked at the monthly compliance meeting.',
    owner: 'michael' as const,
    dueInDays: 20,
  },
};

const reviewInputs: ReviewInputs = {
  previousActions: 'All three actions of the previous review are done: the asset inventory was completed and the risk method approved.',
  issueChanges: 'The support summaries now use an AI provider; PCI DSS 4.0 requirements apply from this year.',
  performance: 'Security awareness training reached 97%; the vulnerability objective is at risk (two late critical fixes).',
  auditResults:
    'The internal audit raised one minor nonconformity (overdue Access Control Policy review). The PCI DSS assessment passed with conditions.',
  risks: 'Twelve risks in the register; the AI provider risk remains High after treatment until a business associate agreement is signed.',
  opportunities: 'Connect every system holding customer data to Okta for automatic deprovisioning.',
};

/** Inserts the demo's approved ISMS scope, its objectives, the internal audit with its finding and a management review. */
export async function seedIsms(tx: Tx, organizationId: string, now: Date): Promise<void> {
  const team = await demoTeam(tx, organizationId);
  const scoped = seedMoment(now, -SCOPE_DAYS_AGO);
  await tx.insert(ismsScope).values({
    organizationId,
    ...scope,
    approvedByMemberId: team.sarah.id,
    approvedByName: team.sarah.name,
    approvedAt: scoped,
    createdAt: scoped,
    updatedAt: scoped,
  });
  await tx.insert(ismsObjectives).values(
    objectives.map((objective) => ({
      organizationId,
      title: objective.title,
      measure: objective.measure,
      ownerMemberId: team[objective.owner].id,
      targetDate: seedDay(now, objective.targetInDays),
      progress: objective.progress,
      notes: objective.notes,
      createdAt: seedMoment(now, -70),
      updatedAt: seedMoment(now, -9),
    })),
  );
  const performed = seedMoment(now, internalAudit.performedInDays);
  const [audit] = await tx
    .insert(internalAudits)
    .values({
      organizationId,
      title: internalAudit.title,
      scope: internalAudit.scope,
      auditorName: internalAudit.auditorName,
      plannedDate: seedDay(now, internalAudit.plannedInDays),
      performedDate: seedDay(now, internalAudit.performedInDays),
      state: 'completed',
      reportSummary: internalAudit.reportSummary,
      createdAt: seedMoment(now, -60),
      updatedAt: performed,
    })
    .returning({ id: internalAudits.id });
  if (!audit) throw new Error('The internal audit was not seeded');
  const { finding } = internalAudit;
  await tx.insert(auditFindings).values({
    organizationId,
    auditId: audit.id,
    reference: finding.reference,
    description: finding.description,
    kind: 'minor',
    cause: finding.cause,
    correctiveAction: finding.correctiveAction,
    ownerMemberId: team[finding.owner].id,
    dueDate: seedDay(now, finding.dueInDays),
    state: 'action-planned',
    createdAt: performed,
    updatedAt: seedMoment(now, -22),
  });
  await tx.insert(managementReviews).values({
    organizationId,
    title: 'ISMS management review',
    date: seedDay(now, -20),
    attendees: [team.manager.name, team.sarah.name, team.michael.name, 'David Kim'],
    inputs: reviewInputs,
    decisions: [
      {
        id: randomUUID(),
        decision: 'Sign a business associate agreement with the AI provider before any health data reaches the summaries.',
        owner: team.manager.name,
        dueDate: seedDay(now, 30),
      },
      {
        id: randomUUID(),
        decision: 'Connect Zendesk to Okta so departing staff lose support desk access at once.',
        owner: team.michael.name,
        dueDate: seedDay(now, 45),
      },
    ],
    createdAt: seedMoment(now, -20),
    updatedAt: seedMoment(now, -20),
  });
}
