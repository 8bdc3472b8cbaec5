import type { SynonymGroup } from './synonym-group';

/**
 * Topics of the programme as a whole: privacy laws and certifications, policies, governance, how often something is
 * done, whom it covers, and the agreements with staff and suppliers. Searched after the practices' topics.
 */
export const programmeGroups: readonly SynonymGroup[] = [
  { topic: 'privacy', phrases: ['privacy', 'personal data', 'personal information', 'pii', 'data protection'] },
  { topic: 'gdpr', phrases: ['gdpr', 'general data protection regulation'] },
  { topic: 'ccpa', phrases: ['ccpa', 'cpra', 'california consumer privacy act'] },
  {
    topic: 'compliance claim',
    phrases: ['comply', 'complies', 'compliant', 'certified', 'certification', 'attestation', 'attested', 'accredited', 'audit report'],
  },
  {
    topic: 'data subject requests',
    phrases: ['data subject request', 'dsar', 'data subject rights', 'right to erasure', 'right of access', 'consumer requests'],
  },
  { topic: 'security policy', phrases: ['information security policy', 'security policy', 'infosec policy', 'isms', 'security program'] },
  { topic: 'acceptable use', phrases: ['acceptable use', 'aup', 'acceptable use policy', 'rules of use'] },
  { topic: 'remote access', phrases: ['remote access', 'vpn', 'zero trust', 'remote work', 'teleworking'] },
  { topic: 'secrets management', phrases: ['secrets management', 'secrets', 'api keys', 'vault', 'credential storage'] },
  { topic: 'soc 2', phrases: ['soc 2', 'soc2', 'soc 2 type ii', 'soc 2 type 2', 'ssae 18', 'aicpa'] },
  { topic: 'iso 27001', phrases: ['iso 27001', 'iso27001', 'iso/iec 27001', 'iso certification', 'isms certification'] },
  { topic: 'hipaa', phrases: ['hipaa', 'phi', 'protected health information'] },
  { topic: 'pci dss', phrases: ['pci dss', 'pci-dss', 'pci', 'cardholder data', 'payment card'] },
  { topic: 'governance', phrases: ['security officer', 'ciso', 'security team', 'security roles', 'responsibilities', 'governance'] },
  {
    topic: 'yearly',
    phrases: ['annually', 'annual', 'yearly', 'once a year', 'every year', 'each year', 'every twelve months', 'every 12 months'],
  },
  // Any hour of any day: a record saying so of the thing asked answers "24 x 7 x 365", and only word for word ("within
  // one hour" is no hour of the day).
  {
    topic: 'round the clock',
    phrases: [
      '24x7',
      '24 x 7',
      '24/7',
      '24x7x365',
      '24 x 7 x 365',
      '24/7/365',
      'around the clock',
      'round the clock',
      'at any hour',
      'at all hours',
      'at all times',
      'day and night',
      'day or night',
      // Without a pause is at every hour too: "alerts are raised continuously".
      'continuously',
      'around-the-clock',
      'round-the-clock',
      '24 hours a day',
      '24 hours a day, 7 days a week',
      '365 days a year',
    ],
    wordForWord: true,
  },
  { topic: 'quarterly', phrases: ['quarterly', 'every quarter', 'each quarter', 'every three months', 'every 3 months'] },
  { topic: 'workforce', phrases: ['employees', 'employee', 'staff', 'workforce', 'personnel', 'team members'], qualifier: true },
  // People who work for us without being employees: a real condition, met by a rule for everyone.
  {
    topic: 'contractors',
    phrases: ['contractors', 'contractor', 'temps', 'temporary staff', 'temporary workers', 'interns', 'consultants'],
    answeredBy: ['everyone', 'all staff and contractors'],
  },
  {
    topic: 'confidentiality agreements',
    phrases: ['nda', 'non-disclosure', 'confidentiality agreement', 'confidentiality agreements', 'confidentiality terms'],
  },
  {
    topic: 'vendor contract terms',
    phrases: [
      'vendor contracts',
      'supplier contracts',
      'contracts with vendors',
      'contracts with suppliers',
      'vendor agreements',
      'supplier agreements',
      'third party contracts',
      'third party agreements',
      'contractual clauses',
      'contract clauses',
      'contracts with third parties',
      'agreements with third parties',
      'contractual terms with third parties',
    ],
  },
  // The end of a customer's contract, however it comes: completed, ended, terminated or expired.
  {
    topic: 'end of contract',
    phrases: [
      'end of the contract',
      'end of this contract',
      'end of contract',
      'contract ends',
      'contract end',
      'completion of the contract',
      'completion of this contract',
      'completion of contract',
      'termination of the contract',
      'termination of this contract',
      'contract termination',
      'contract is terminated',
      'contract expires',
      'expiry of the contract',
    ],
  },
  // Giving a customer its data back: the customer exporting it is the same hand-over.
  {
    topic: 'return of data',
    phrases: [
      'return of data',
      'return data',
      'return the data',
      'data be returned',
      'data is returned',
      'data returned',
      'data export',
      'export data',
      'export their data',
    ],
    answeredBy: ['export', 'handed back'],
  },
  { topic: 'data protection officer', phrases: ['data protection officer', 'dpo'] },
  { topic: 'business associate agreements', phrases: ['business associate agreement', 'business associate agreements', 'baa', 'baas'] },
];
