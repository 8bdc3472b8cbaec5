import type { VendorCategory, VendorCriticality, VendorDataKind, VendorReviewConclusion } from '@/lib/schemas/vendors/records';
import type { DemoTeam } from './demo-team';

export type DemoVendorOwner = keyof Pick<DemoTeam, 'manager' | 'sarah' | 'michael'>;

export type DemoVendor = {
  name: string;
  service: string;
  category: VendorCategory;
  criticality: VendorCriticality;
  dataKinds: VendorDataKind[];
  subprocessor: boolean;
  countries: string[];
  owner: DemoVendorOwner;
  addedDaysAgo: number;
  /** The contract's length in months from the day the vendor was added. */
  contractMonths: number;
  /** The last concluded review: how long ago, by whom, its conclusion and notes. */
  review: { daysAgo: number; by: DemoVendorOwner; conclusion: VendorReviewConclusion; notes: string };
};

/**
 * The demo organization's ten vendors: the systems its frameworks, evidence and policies name (AWS, GitHub, Okta,
 * Google Workspace) and the services a SaaS company of its size runs on. Seven process customer data for it and are
 * its subprocessors. Okta's six-monthly review is overdue, so the dashboard reads "1 of 10".
 */
export const demoVendors: readonly DemoVendor[] = [
  {
    name: 'Amazon Web Services',
    service: 'Cloud hosting of the production platform',
    category: 'cloud-infrastructure',
    criticality: 'critical',
    dataKinds: ['customer-personal', 'health', 'payment-card'],
    subprocessor: true,
    countries: ['US', 'IE'],
    owner: 'michael',
    addedDaysAgo: 900,
    contractMonths: 36,
    review: {
      daysAgo: 38,
      by: 'michael',
      conclusion: 'approved',
      notes:
        'SOC 2 Type II report read, no exceptions relevant to our use. DPA part of the service terms; the business associate addendum is accepted for the accounts holding health data.',
    },
  },
  {
    name: 'GitHub',
    service: 'Source code hosting, code review and CI',
    category: 'software-service',
    criticality: 'high',
    dataKinds: ['source-code'],
    subprocessor: false,
    countries: ['US'],
    owner: 'michael',
    addedDaysAgo: 880,
    contractMonths: 12,
    review: {
      daysAgo: 190,
      by: 'michael',
      conclusion: 'approved',
      notes: 'SOC 2 Type II report read. SSO through Okta and branch protection are enforced on the organization.',
    },
  },
  {
    name: 'Okta',
    service: 'Single sign-on and multi-factor authentication for staff',
    category: 'security',
    criticality: 'critical',
    dataKinds: ['employee'],
    subprocessor: false,
    countries: ['US'],
    owner: 'sarah',
    addedDaysAgo: 700,
    contractMonths: 36,
    review: {
      daysAgo: 200,
      by: 'sarah',
      conclusion: 'approved',
      notes: 'SOC 2 Type II report read; the complementary controls (MFA policy, admin reviews) are ours and in place.',
    },
  },
  {
    name: 'Google Workspace',
    service: 'E-mail, calendar and documents',
    category: 'communications',
    criticality: 'high',
    dataKinds: ['employee', 'customer-personal'],
    subprocessor: true,
    countries: ['US'],
    owner: 'manager',
    addedDaysAgo: 950,
    contractMonths: 12,
    review: {
      daysAgo: 120,
      by: 'sarah',
      conclusion: 'approved',
      notes: 'SOC 2 report and ISO 27001 certificate current. Data processing terms accepted in the admin console.',
    },
  },
  {
    name: 'Slack',
    service: 'Team messaging',
    category: 'communications',
    criticality: 'medium',
    dataKinds: ['employee'],
    subprocessor: false,
    countries: ['US'],
    owner: 'manager',
    addedDaysAgo: 820,
    contractMonths: 12,
    review: {
      daysAgo: 300,
      by: 'sarah',
      conclusion: 'approved-with-conditions',
      notes: 'Approved for internal messaging only: customer data and health details stay out of Slack (Acceptable Use Policy).',
    },
  },
  {
    name: 'Stripe',
    service: 'Card payments and subscription billing',
    category: 'payments',
    criticality: 'critical',
    dataKinds: ['payment-card', 'customer-personal'],
    subprocessor: true,
    countries: ['US', 'IE'],
    owner: 'sarah',
    addedDaysAgo: 600,
    contractMonths: 24,
    review: {
      daysAgo: 60,
      by: 'sarah',
      conclusion: 'approved',
      notes: 'PCI DSS Level 1 attestation of compliance current. Signed DPA on file covering EU personal data.',
    },
  },
  {
    name: 'Zendesk',
    service: 'Customer support desk',
    category: 'software-service',
    criticality: 'high',
    dataKinds: ['customer-personal', 'health'],
    subprocessor: true,
    countries: ['US'],
    owner: 'michael',
    addedDaysAgo: 540,
    contractMonths: 12,
    review: {
      daysAgo: 95,
      by: 'michael',
      conclusion: 'approved-with-conditions',
      notes:
        'SOC 2 Type II report read; DPA and business associate agreement signed. Condition: connect it to Okta so departures lose access at once.',
    },
  },
  {
    name: 'SendGrid',
    service: 'Transactional e-mail delivery',
    category: 'communications',
    criticality: 'high',
    dataKinds: ['customer-personal'],
    subprocessor: true,
    countries: ['US'],
    owner: 'michael',
    addedDaysAgo: 480,
    contractMonths: 12,
    review: {
      daysAgo: 150,
      by: 'michael',
      conclusion: 'approved',
      notes: 'SOC 2 Type II report read. DPA with standard contractual clauses signed; e-mails carry no health details.',
    },
  },
  {
    name: 'OpenAI',
    service: 'Language model API for support ticket summaries',
    category: 'software-service',
    criticality: 'high',
    dataKinds: ['customer-personal'],
    subprocessor: true,
    countries: ['US'],
    owner: 'manager',
    addedDaysAgo: 70,
    contractMonths: 12,
    review: {
      daysAgo: 50,
      by: 'manager',
      conclusion: 'approved-with-conditions',
      notes:
        'SOC 2 Type II report read; zero data retention is on and our data is not used for training. Condition: no health data is sent until a business associate agreement is signed (see the risk register).',
    },
  },
  {
    name: 'Datadog',
    service: 'Infrastructure monitoring and log management',
    category: 'security',
    criticality: 'high',
    dataKinds: ['customer-personal'],
    subprocessor: true,
    countries: ['US'],
    owner: 'michael',
    addedDaysAgo: 400,
    contractMonths: 12,
    review: {
      daysAgo: 100,
      by: 'michael',
      conclusion: 'approved',
      notes: 'SOC 2 Type II report read. Log scrubbing rules drop e-mail addresses and tokens before indexing; DPA signed.',
    },
  },
];

/** The processing agreement already in the evidence library is Stripe's (the payment processor's). */
