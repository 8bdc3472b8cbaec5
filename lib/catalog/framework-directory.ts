import type { FrameworkCategory } from '@/lib/schemas/frameworks/records';

/** A framework the product tracks: what the Frameworks screen shows before an organization adds it. */
export type DirectoryFramework = { id: string; name: string; category: FrameworkCategory; tags: string[]; description: string };

type Row = [id: string, name: string, category: FrameworkCategory, tags: string[], description: string];

const rows: Row[] = [
  [
    'soc2',
    'SOC 2 Type II',
    'security',
    ['popular', 'certification'],
    'Trust services criteria for security, availability, processing integrity, confidentiality and privacy.',
  ],
  ['gdpr', 'GDPR', 'privacy', ['popular', 'eu'], 'EU regulation on the protection of personal data and the free movement of such data.'],
  [
    'pci-dss',
    'PCI DSS',
    'finance',
    ['popular', 'certification'],
    'Security standard for organisations that store, process or transmit cardholder data.',
  ],
  [
    'glba',
    'GLBA',
    'finance',
    ['us'],
    "The FTC Safeguards Rule: how financial institutions protect customer information (Regulation P's sharing rules are not included).",
  ],
  [
    'ccpa',
    'CCPA/CPRA',
    'privacy',
    ['popular', 'us'],
    'California consumer privacy rights: access, deletion, opt-out of sale and limits on sensitive data.',
  ],
  [
    'iso27001',
    'ISO 27001',
    'security',
    ['popular', 'certification'],
    'International standard for an information security management system (ISMS).',
  ],
  [
    'sox',
    'SOX',
    'finance',
    ['us'],
    "IT general controls for SOX §404 internal control over financial reporting, under the product's own ids (the Act lists none).",
  ],
  [
    'hipaa',
    'HIPAA',
    'healthcare',
    ['popular', 'us'],
    'The HIPAA Security Rule: administrative, physical and technical safeguards for electronic protected health information (ePHI).',
  ],
  ['hitech', 'HITECH', 'healthcare', ['us'], 'Extends HIPAA with breach notification duties and stronger enforcement.'],
  [
    'hitrust',
    'HITRUST CSF',
    'healthcare',
    ['certification'],
    'Certifiable framework that harmonises HIPAA, ISO and NIST requirements for healthcare.',
  ],
  [
    'fda-part11',
    'FDA 21 CFR Part 11',
    'healthcare',
    ['us'],
    'Electronic records and electronic signatures in FDA-regulated life sciences.',
  ],
  ['bsa-aml', 'BSA/AML', 'finance', ['us'], 'Bank Secrecy Act and anti-money-laundering programme requirements.'],
  ['fcra', 'FCRA', 'finance', ['us'], 'Accuracy, fairness and privacy of consumer report information.'],
  [
    'fincen-boi',
    'FinCEN BOI',
    'finance',
    ['us'],
    'Beneficial ownership reports to FinCEN: since March 2025 US companies and US persons are exempt; only foreign companies registered in the US report.',
  ],
  ['nist-csf', 'NIST CSF', 'security', ['us'], 'Cybersecurity framework: identify, protect, detect, respond and recover.'],
  [
    'fedramp',
    'NIST SP 800-53 Moderate',
    'security',
    ['us'],
    "NIST SP 800-53 Rev. 5's Moderate baseline, the base of FedRAMP Moderate (FedRAMP's own additions and parameters are not included).",
  ],
  ['ferpa', 'FERPA', 'privacy', ['us'], 'Privacy of student education records.'],
  ['coppa', 'COPPA', 'privacy', ['us'], 'Online collection of personal information from children under 13.'],
  ['can-spam', 'CAN-SPAM', 'privacy', ['us'], 'Rules for commercial e-mail, opt-out requests and sender identification.'],
  ['tcpa', 'TCPA', 'privacy', ['us'], 'Consent rules for telemarketing calls, texts and autodialled messages.'],
  [
    'hipaa-privacy',
    'HIPAA Privacy Rule',
    'healthcare',
    ['us'],
    'How covered entities and business associates may use and disclose health information, and the rights of patients.',
  ],
  [
    'ftc-hbnr',
    'FTC Health Breach Notification Rule',
    'healthcare',
    ['us'],
    'Breach notices for health apps and personal health records that HIPAA does not cover.',
  ],
  [
    'iso27701',
    'ISO 27701',
    'privacy',
    ['certification'],
    'Privacy information management: certifiable controls for organizations that control or process personal data.',
  ],
  ['uk-gdpr', 'UK GDPR', 'privacy', ['uk'], 'UK data protection law: the UK GDPR with the Data Protection Act 2018.'],
  [
    'iso42001',
    'ISO 42001',
    'security',
    ['certification', 'ai'],
    'International standard for an AI management system: policy, risk and impact assessment, and controls over the AI life cycle.',
  ],
  [
    'eu-ai-act',
    'EU AI Act',
    'security',
    ['eu', 'ai'],
    'EU rules for AI systems: prohibited practices, high-risk system requirements, transparency and general-purpose models.',
  ],
  [
    'nist-ai-rmf',
    'NIST AI RMF',
    'security',
    ['us', 'ai'],
    'Voluntary framework to govern, map, measure and manage AI risks, with its generative AI profile.',
  ],
  [
    'dora',
    'DORA',
    'finance',
    ['eu'],
    'EU digital operational resilience for financial entities: ICT risk, incidents, testing and third-party risk.',
  ],
  [
    'nis2',
    'NIS2',
    'security',
    ['eu'],
    'EU cybersecurity risk-management and incident reporting duties for essential and important entities.',
  ],
  [
    'va-cdpa',
    'Virginia CDPA',
    'privacy',
    ['us'],
    'Virginia consumer privacy law: access, deletion, opt-outs, sensitive data consent and assessments.',
  ],
  [
    'co-cpa',
    'Colorado Privacy Act',
    'privacy',
    ['us'],
    'Colorado consumer privacy law: opt-outs including universal signals, consumer rights and assessments.',
  ],
  [
    'tx-dpsa',
    'Texas TDPSA',
    'privacy',
    ['us'],
    'Texas consumer privacy law: consumer rights, sensitive data consent, notices and assessments.',
  ],
];

/** The frameworks of the Frameworks screen, in its order. */
export const frameworkDirectory: readonly DirectoryFramework[] = rows.map(([id, name, category, tags, description]) => ({
  id,
  name,
  category,
  tags,
  description,
}));

export const directoryIds: ReadonlySet<string> = new Set(frameworkDirectory.map((framework) => framework.id));

/**
 * The directory frameworks whose requirement list the control library holds (lib/catalog/library.ts; a unit test
 * keeps the two in step). Kept here as bare ids so screens can tell them apart without loading the library.
 */
export const libraryIds: ReadonlySet<string> = new Set([
  'soc2',
  'iso27001',
  'hipaa',
  'gdpr',
  'ccpa',
  'pci-dss',
  'glba',
  'hitech',
  'fda-part11',
  'bsa-aml',
  'fcra',
  'fincen-boi',
  'nist-csf',
  'sox',
  'ferpa',
  'coppa',
  'can-spam',
  'tcpa',
  'fedramp',
  'hipaa-privacy',
  'ftc-hbnr',
  'iso27701',
  'uk-gdpr',
  'iso42001',
  'eu-ai-act',
  'nist-ai-rmf',
  'dora',
  'nis2',
  'va-cdpa',
  'co-cpa',
  'tx-dpsa',
]);
