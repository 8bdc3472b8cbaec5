/** What the product does, as cards and features. */
export type ProductCard = { title: string; description: string; href: string; cta: string };

export const productCards: readonly ProductCard[] = [
  {
    title: 'Framework Discovery',
    description: 'Answer three questions and see which frameworks apply to you, with priorities and a price.',
    href: '/questionnaire',
    cta: 'Take the questionnaire',
  },
  {
    title: 'Evidence Automation',
    description: 'Collect evidence automatically from your systems and upload the rest in one library.',
    href: '/products',
    cta: 'See how it works',
  },
  {
    title: 'Policy Management',
    description: 'Start from templates, assign owners, track approvals and never miss a review date.',
    href: '/products',
    cta: 'Explore policies',
  },
  {
    title: 'Audit & Reporting',
    description: 'Plan audits, track readiness per framework and generate compliance reports in minutes.',
    href: '/products',
    cta: 'See reporting',
  },
];

export type Step = { title: string; description: string };

export const howItWorks: readonly Step[] = [
  {
    title: 'Answer three questions',
    description: 'Tell us your industry, the data you handle and where your customers are. No account required.',
  },
  {
    title: 'Get your framework plan',
    description: 'See every framework that applies, ranked Critical, Important or Recommended, with a monthly price.',
  },
  {
    title: 'Automate and pass the audit',
    description: 'Connect your systems, adopt policies from templates and walk into the audit with evidence ready.',
  },
];

export type FrameworkGroup = { category: string; frameworks: readonly { name: string; description: string }[] };

/** Every framework the products page names, grouped by the products page's four categories. */
export const frameworkGroups: readonly FrameworkGroup[] = [
  {
    category: 'Healthcare & Data Privacy',
    frameworks: [
      { name: 'HIPAA', description: 'Privacy and security of protected health information.' },
      { name: 'HITECH', description: 'Breach notification and stronger HIPAA enforcement for electronic records.' },
      { name: 'HITRUST', description: 'A certifiable healthcare security framework built on HIPAA, ISO and NIST.' },
      { name: 'FDA 21 CFR Part 11', description: 'Electronic records and signatures in FDA-regulated work.' },
    ],
  },
  {
    category: 'Finance & Risk',
    frameworks: [
      { name: 'GLBA', description: 'Safeguards and privacy notices for customer financial information.' },
      { name: 'BSA/AML', description: 'Anti-money-laundering programmes and suspicious activity reporting.' },
      { name: 'FCRA', description: 'Accuracy and fair use of consumer reports and background checks.' },
      { name: 'SOX', description: 'Internal controls over financial reporting for public companies.' },
      { name: 'FinCEN BOI', description: 'Beneficial ownership information reporting.' },
    ],
  },
  {
    category: 'Security & Trust',
    frameworks: [
      { name: 'SOC 2 (Type II)', description: 'An independent audit of security controls over a period of time.' },
      { name: 'ISO 27001', description: 'The international standard for information security management.' },
      { name: 'PCI-DSS', description: 'Security requirements for payment card data.' },
    ],
  },
  {
    category: 'Privacy & Communications',
    frameworks: [
      { name: 'GDPR', description: 'The EU regulation for personal data.' },
      { name: 'CCPA/CPRA', description: 'California consumers’ rights over their personal information.' },
      { name: 'FERPA', description: 'Privacy of student education records.' },
      { name: 'COPPA', description: 'Parental consent for data about children under 13.' },
      { name: 'CAN-SPAM', description: 'Rules for commercial e-mail and unsubscribe requests.' },
      { name: 'TCPA', description: 'Consent for marketing calls and text messages.' },
    ],
  },
];

/** Ten key features, including the built-in AI assistant. */
export const keyFeatures: readonly Step[] = [
  { title: 'Framework questionnaire', description: 'Find the frameworks that apply to you in about 2 minutes.' },
  { title: 'Automated evidence collection', description: 'Evidence gathered from your cloud, code and HR systems on a schedule.' },
  { title: 'Manual evidence uploads', description: 'Upload documents, screenshots and certificates into one searchable library.' },
  { title: 'Policy templates', description: 'Auditor-approved templates for security, privacy, backup and access policies.' },
  { title: 'Audit management', description: 'Schedule audits, track readiness and keep a full audit history.' },
  { title: 'Compliance reports', description: 'Executive, framework and gap-analysis reports in PDF, Excel or Word.' },
  { title: 'Issue tracking', description: 'Privacy-law issues with priorities, owners and due dates.' },
  { title: 'Continuous monitoring', description: 'Controls checked continuously, with alerts when one drifts.' },
  { title: 'Team access', description: 'Invite colleagues as admins, members or viewers.' },
  { title: 'Built-in AI assistant', description: 'Ask questions about any control, draft policies and explain audit findings.' },
];
