/** The audience: fast-growing companies in regulated industries. */
export type Industry = { name: string; description: string; frameworks: readonly string[] };

export const industries: readonly Industry[] = [
  {
    name: 'Digital Health',
    description: 'Telehealth, patient apps and care platforms that handle protected health information.',
    frameworks: ['HIPAA', 'HITECH', 'HITRUST'],
  },
  {
    name: 'Fintech',
    description: 'Payments, lending and banking products that move money and hold financial data.',
    frameworks: ['GLBA', 'BSA/AML', 'SOC 2'],
  },
  {
    name: 'SaaS',
    description: 'Business software vendors whose customers ask for security reports before signing.',
    frameworks: ['SOC 2', 'ISO 27001'],
  },
  {
    name: 'AI',
    description: 'AI and machine-learning companies trusted with their customers’ data and models.',
    frameworks: ['SOC 2', 'ISO 27001', 'GDPR'],
  },
  {
    name: 'Ecommerce',
    description: 'Online stores that accept payment cards and market to consumers.',
    frameworks: ['PCI-DSS', 'CCPA/CPRA', 'CAN-SPAM'],
  },
  {
    name: 'HR Tech',
    description: 'Hiring, payroll and benefits platforms holding employee and candidate records.',
    frameworks: ['SOC 2', 'FCRA', 'GDPR'],
  },
  {
    name: 'EdTech',
    description: 'Learning products for schools and students, including children under 13.',
    frameworks: ['FERPA', 'COPPA'],
  },
  {
    name: 'Marketplaces',
    description: 'Two-sided platforms that onboard sellers and process payments between parties.',
    frameworks: ['PCI-DSS', 'FinCEN BOI', 'SOC 2'],
  },
  {
    name: 'GovTech',
    description: 'Software sold to public agencies with strict security and audit expectations.',
    frameworks: ['SOC 2', 'ISO 27001'],
  },
  {
    name: 'Consumer Apps',
    description: 'Apps that collect personal data and reach users by e-mail, text and phone.',
    frameworks: ['CCPA/CPRA', 'TCPA', 'COPPA'],
  },
];

export type Benefit = { title: string; description: string };

/** Six benefits on the home page (also used on who we serve). */
export const benefits: readonly Benefit[] = [
  { title: 'Know what applies', description: 'Three questions tell you which frameworks your company needs, with a reason for each.' },
  { title: 'Compliant in days', description: 'Guided setup and ready-made policies take most teams to compliance in 5 days on average.' },
  { title: 'Less manual work', description: 'Automatic evidence collection removes 90% of the screenshots and spreadsheets.' },
  { title: 'Always audit-ready', description: 'Continuous monitoring flags a failing control before your auditor does.' },
  {
    title: 'One place for every framework',
    description: 'Controls shared by SOC 2, ISO 27001, HIPAA and others are done once and reused.',
  },
  {
    title: 'Experts on call',
    description: 'Compliance specialists answer demo requests within 24 hours and support you through the audit.',
  },
];
