import { frameworkCountLabel } from '@/lib/catalog/framework-count';

/** The public claims, shown on the home, who-we-serve and demo pages. */
export type Stat = { value: string; label: string };

export const headlineStats: readonly Stat[] = [
  { value: '5 days', label: 'Average time to compliance' },
  { value: frameworkCountLabel(), label: 'Frameworks supported' },
  { value: '90%', label: 'Less manual work' },
  { value: '500+', label: 'Companies trust us' },
];

export const demoStats: readonly Stat[] = [
  { value: '24 hours', label: 'Response time' },
  { value: '30 minutes', label: 'Average demo' },
];

/** The tag list on the home page: every framework the product names, and more. */
export const frameworkTags = [
  'HIPAA',
  'HITECH',
  'HITRUST',
  'SOC 2 (Type II)',
  'ISO 27001',
  'PCI-DSS',
  'GDPR',
  'CCPA/CPRA',
  'GLBA',
  'BSA/AML',
  'FCRA',
  'SOX',
  'FinCEN BOI',
  'FERPA',
  'COPPA',
  'CAN-SPAM',
  'TCPA',
  'FDA 21 CFR Part 11',
] as const;
