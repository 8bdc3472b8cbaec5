import { frameworkSchema, type Framework } from '@/lib/schemas/framework';

type Row = [id: string, name: string, category: Framework['category'], status: Framework['status'], progress: number, lastUpdated: string, tags: string[], description: string];

// $200 per framework per month (spec §9).
const rows: Row[] = [
  ['soc2', 'SOC 2 Type II', 'security', 'active', 96, '2 days ago', ['popular', 'certification'], 'Trust services criteria for security, availability, processing integrity, confidentiality and privacy.'],
  ['gdpr', 'GDPR', 'privacy', 'active', 92, '1 week ago', ['popular', 'eu'], 'EU regulation on the protection of personal data and the free movement of such data.'],
  ['pci-dss', 'PCI DSS', 'finance', 'active', 89, '3 days ago', ['popular', 'certification'], 'Security standard for organisations that store, process or transmit cardholder data.'],
  ['glba', 'GLBA', 'finance', 'active', 94, '5 days ago', ['us'], 'US rules for how financial institutions protect and share customer financial information.'],
  ['ccpa', 'CCPA/CPRA', 'privacy', 'review', 78, 'Yesterday', ['popular', 'us'], 'California consumer privacy rights: access, deletion, opt-out of sale and limits on sensitive data.'],
  ['iso27001', 'ISO 27001', 'security', 'progress', 65, 'Today', ['popular', 'certification'], 'International standard for an information security management system (ISMS).'],
  ['sox', 'SOX', 'finance', 'progress', 40, '4 days ago', ['us'], 'Internal controls over financial reporting for US public companies.'],
  ['hipaa', 'HIPAA', 'healthcare', 'inactive', 0, 'Never', ['popular', 'us'], 'US rules protecting the privacy and security of protected health information (PHI).'],
  ['hitech', 'HITECH', 'healthcare', 'inactive', 0, 'Never', ['us'], 'Extends HIPAA with breach notification duties and stronger enforcement.'],
  ['hitrust', 'HITRUST CSF', 'healthcare', 'inactive', 0, 'Never', ['certification'], 'Certifiable framework that harmonises HIPAA, ISO and NIST requirements for healthcare.'],
  ['fda-part11', 'FDA 21 CFR Part 11', 'healthcare', 'inactive', 0, 'Never', ['us'], 'Electronic records and electronic signatures in FDA-regulated life sciences.'],
  ['bsa-aml', 'BSA/AML', 'finance', 'inactive', 0, 'Never', ['us'], 'Bank Secrecy Act and anti-money-laundering programme requirements.'],
  ['fcra', 'FCRA', 'finance', 'inactive', 0, 'Never', ['us'], 'Accuracy, fairness and privacy of consumer report information.'],
  ['fincen-boi', 'FinCEN BOI', 'finance', 'inactive', 0, 'Never', ['us'], 'Beneficial ownership information reporting to FinCEN.'],
  ['nist-csf', 'NIST CSF', 'security', 'inactive', 0, 'Never', ['us'], 'Cybersecurity framework: identify, protect, detect, respond and recover.'],
  ['fedramp', 'FedRAMP', 'security', 'inactive', 0, 'Never', ['us', 'certification'], 'Security authorisation for cloud services used by US federal agencies.'],
  ['ferpa', 'FERPA', 'privacy', 'inactive', 0, 'Never', ['us'], 'Privacy of student education records.'],
  ['coppa', 'COPPA', 'privacy', 'inactive', 0, 'Never', ['us'], 'Online collection of personal information from children under 13.'],
  ['can-spam', 'CAN-SPAM', 'privacy', 'inactive', 0, 'Never', ['us'], 'Rules for commercial e-mail, opt-out requests and sender identification.'],
  ['tcpa', 'TCPA', 'privacy', 'inactive', 0, 'Never', ['us'], 'Consent rules for telemarketing calls, texts and autodialled messages.'],
];

/** The organisation's 20 frameworks (sample data): 5 active, 2 in progress, 13 available. */
export const frameworks: readonly Framework[] = rows.map(([id, name, category, status, progress, lastUpdated, tags, description]) =>
  frameworkSchema.parse({ id, name, category, status, progress, lastUpdated, tags, description, monthlyCost: 200 }),
);
