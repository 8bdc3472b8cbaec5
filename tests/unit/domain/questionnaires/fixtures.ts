import type { KnowledgeDocument } from '@/lib/domain/questionnaires';

const control = (
  id: string,
  title: string,
  text: string,
  state = 'implemented',
  extra: Partial<KnowledgeDocument> = {},
): KnowledgeDocument => ({
  id,
  type: 'control',
  label: id,
  version: state,
  title,
  text,
  state,
  ...extra,
});

const section = (policy: string, number: string, title: string, text: string): KnowledgeDocument => ({
  id: `policy-${policy.toLowerCase().replace(/\W+/g, '-')}`,
  type: 'policy',
  label: `${policy} v1.3 § ${number} ${title}`,
  version: 'v1.3',
  title: `${policy} ${title}`,
  text,
});

const templateStatements = (policy: string) => [
  section(policy, '3.1', 'Policy Statements', 'Every activity in scope has a named owner.'),
  section(policy, '3.2', 'Policy Statements', 'Requirements are documented and communicated to the people they concern.'),
];

const accessLogs = { type: 'evidence' as const, id: 'evidence-logs', label: 'Access Control Logs Q4', version: 'verified' };
const trainingRecords = {
  type: 'evidence' as const,
  id: 'evidence-training',
  label: 'Employee Security Training Records',
  version: 'verified',
};

/** Records as the demo organization holds them, where the answers once went wrong. */
export const demoLikeKnowledge: KnowledgeDocument[] = [
  section(
    'Network Security Policy',
    '1',
    'Purpose',
    'This document sets out how Demo Compliance Co. manages network security: what is required, who is responsible and how it is checked.',
  ),
  section(
    'Network Security Policy',
    '2',
    'Scope',
    'It applies to all employees, contractors and systems of Demo Compliance Co. involved in network security.',
  ),
  ...templateStatements('Network Security Policy'),
  ...templateStatements('Data Retention Policy'),
  ...templateStatements('Third-Party Risk Policy'),
  {
    id: 'policy-data-retention',
    type: 'policy',
    label: 'Data Retention Policy v3.0',
    version: 'v3.0',
    title: 'Data Retention Policy',
    text: 'Our Data Retention Policy (v3.0) is approved and in force. The owner reviews this policy at least once a year.',
    whole: true,
  },
  section(
    'Incident Response Policy',
    '4.6',
    'Policy Statements: Business associates',
    'Business associates must report incidents involving the ePHI of Demo Compliance Co. as their agreement requires.',
  ),
  control(
    'GOV-05',
    'Segregation of duties',
    'Identify conflicting duties (such as requesting and approving access, or writing and deploying code), give them to different people.',
  ),
  control(
    'CRY-03',
    'Encryption in transit',
    'Encrypt data moving over public or untrusted networks with current TLS or an equivalent.',
    'implemented',
    { related: [accessLogs] },
  ),
  control('OPS-05', 'Malware protection', 'Run anti-malware or endpoint detection on systems at risk, keep it updated and active.'),
  control(
    'SDL-04',
    'Code review and security testing',
    'Have every change reviewed by someone other than its author, and run automated security tests (static analysis, dependency and secret scanning) before release.',
  ),
  control(
    'SDL-09',
    'Third-party component management',
    'Keep an inventory of the libraries and components in the software, track their vulnerabilities and licences.',
  ),
  control(
    'HR-02',
    'Employment terms, conduct and confidentiality',
    'Have staff and contractors sign terms that state their security duties, a code of conduct and a confidentiality agreement before they get access.',
  ),
  control(
    'HR-04',
    'Disciplinary process',
    'Apply a documented, fair disciplinary process to staff who break security or privacy policy, and record the sanctions applied.',
    'implemented',
    { related: [trainingRecords, accessLogs] },
  ),
  control(
    'INC-05',
    'Forensic evidence handling',
    'Collect and preserve evidence from incidents in a way that keeps it intact and usable in legal or disciplinary action.',
  ),
  control(
    'VEN-02',
    'Vendor security terms',
    'Put security requirements in vendor contracts (protection of data, incident notice, subcontractor rules, right to audit).',
  ),
  control(
    'VUL-02',
    'Penetration testing',
    'Have qualified independent testers run external and internal penetration tests at least yearly.',
  ),
  control(
    'VUL-04',
    'Public web application protection',
    'Protect internet-facing web applications with a web application firewall or equivalent that detects and blocks common attacks.',
  ),
  control(
    'PRV-02',
    'Data protection officer and regulator liaison',
    'Decide whether a DPO is required and, if so, appoint one with expert knowledge, independence and a line to leadership.',
  ),
  control(
    'PRV-31',
    'Limits on sensitive personal information',
    'Identify sensitive personal information and, when a consumer asks, use it only for the purposes the law still permits.',
  ),
  control(
    'BCP-04',
    'Backups',
    'Back up critical data and systems automatically, keep encrypted copies in a separate location and test restores regularly.',
    'implemented',
    { related: [accessLogs] },
  ),
];
