import { isoCatalogPhaseSchema } from '@/lib/schemas/frameworks/iso-setup';

/**
 * The ISO 27001 setup guide: four phases of three steps over a 16-week plan. Which steps an organization has
 * done is stored per organization (lib/workspace/frameworks/setup.ts); the weights (adding up to 100) make the
 * percent complete, the due weeks the Next Actions' due dates.
 */
export const isoPhases = [
  {
    id: 'planning',
    title: 'Phase 1: Planning & Scoping',
    weeks: 'Weeks 1-3',
    steps: [
      {
        id: 'isms-scope',
        name: 'Define ISMS scope',
        description: 'Decide which sites, teams, systems and services the management system covers.',
        owner: 'Compliance lead',
        needs: [
          'A scope statement naming the sites, teams, systems and services covered',
          'The interfaces and dependencies with outside parties (clause 4.3)',
        ],
        weight: 5,
        dueWeek: 1,
      },
      {
        id: 'security-policy',
        name: 'Information security policy',
        description: 'Write the top-level policy and have management approve it.',
        owner: 'Leadership',
        needs: ['An information security policy with objectives (clause 5.2)', "Management's approval of it, and its publication to staff"],
        weight: 6,
        dueWeek: 2,
      },
      {
        id: 'roles',
        name: 'Roles and responsibilities',
        description: 'Name who owns security, risk and each area of the management system.',
        owner: 'Leadership',
        needs: [
          'Named owners for security, risk and each area of the management system (clause 5.3)',
          'Their acceptance of the responsibilities',
        ],
        weight: 4,
        dueWeek: 3,
      },
    ],
  },
  {
    id: 'risk',
    title: 'Phase 2: Risk Assessment',
    weeks: 'Weeks 4-6',
    steps: [
      {
        id: 'asset-inventory',
        name: 'Asset inventory',
        description: 'List the information assets in scope, each with its owner.',
        owner: 'IT',
        needs: ['An inventory of the information assets in scope (A.5.9)', 'An owner for each asset'],
        weight: 8,
        dueWeek: 4,
      },
      {
        id: 'risk-assessment',
        name: 'Risk assessment',
        description: 'Find the threats and weaknesses of each asset and rate every risk.',
        owner: 'Security',
        needs: ['A documented risk assessment method (clause 6.1.2)', 'A risk register rating the likelihood and impact of each risk'],
        weight: 14,
        dueWeek: 5,
      },
      {
        id: 'risk-treatment',
        name: 'Risk treatment plan',
        description: 'Choose how each risk is treated and have the owners accept what remains.',
        owner: 'Security',
        needs: ['A treatment decision for each risk (clause 6.1.3)', "The risk owners' acceptance of the residual risks"],
        weight: 12,
        dueWeek: 6,
      },
    ],
  },
  {
    id: 'implementation',
    title: 'Phase 3: Control Implementation',
    weeks: 'Weeks 7-13',
    steps: [
      {
        id: 'statement-of-applicability',
        name: 'Statement of Applicability',
        description: 'Record which Annex A controls apply, and why the others do not.',
        owner: 'Compliance lead',
        needs: ['Each of the 93 Annex A controls marked applicable or not', 'The reason for every control left out'],
        weight: 10,
        dueWeek: 7,
      },
      {
        id: 'annex-a-controls',
        name: 'Implement Annex A controls',
        description: 'Put the applicable controls in place and collect the evidence for each.',
        owner: 'Engineering',
        needs: ['The applicable controls implemented in your control states', 'Evidence linked to each control'],
        weight: 22,
        dueWeek: 12,
      },
      {
        id: 'awareness-training',
        name: 'Security awareness training',
        description: 'Train every employee on the policies and their own security duties.',
        owner: 'HR',
        needs: ["A training programme covering the policies and each person's duties (clause 7.3, A.6.3)", 'Records of who completed it'],
        weight: 6,
        dueWeek: 13,
      },
    ],
  },
  {
    id: 'audit',
    title: 'Phase 4: Audit & Certification',
    weeks: 'Weeks 14-16',
    steps: [
      {
        id: 'internal-audit',
        name: 'Internal audit',
        description: 'Audit the management system against the standard before the certification body does.',
        owner: 'Compliance lead',
        needs: ['An audit programme and an auditor independent of the work audited (clause 9.2)', 'An audit report with its findings'],
        weight: 6,
        dueWeek: 14,
      },
      {
        id: 'management-review',
        name: 'Management review',
        description: 'Management reviews the audit findings, the risks and the objectives.',
        owner: 'Leadership',
        needs: ['Minutes of the review of audit findings, risks and objectives (clause 9.3)', 'The decisions and actions it agreed'],
        weight: 3,
        dueWeek: 15,
      },
      {
        id: 'certification-audit',
        name: 'Certification audit',
        description: 'Stage 1 and stage 2 audits by an accredited certification body.',
        owner: 'Compliance lead',
        needs: ['A contract with an accredited certification body', 'Stage 1 and stage 2 audit reports, with any nonconformities closed'],
        weight: 4,
        dueWeek: 16,
      },
    ],
  },
].map((phase) => isoCatalogPhaseSchema.parse(phase));

/** Every step of the guide, in order. */
export const isoSteps = isoPhases.flatMap((phase) => phase.steps);

export const isoResources = [
  { title: 'ISO 27001 implementation guide', href: '/resources/isoVsSoc2' },
  { title: 'Annex A control templates', href: '/manage/policies' },
  { title: 'Evidence checklist', href: '/manage/evidence' },
] as const;
