import type { ControlPhrasings } from './types';

/** Governance, risk, audit and the security program. */
export const governancePhrasings: ControlPhrasings = {
  'GOV-01': ['information security policy', 'security policy', 'security program', 'information security program', 'infosec program'],
  'GOV-02': [
    'security officer',
    'ciso',
    'security roles responsibilities',
    'accountable for security',
    'responsible for information security',
  ],
  'GOV-03': ['security operating procedures', 'security standards operating procedures'],
  // Segregation of duties is an access control: conflicting duties are kept apart by the access each person gets.
  'GOV-05': ['segregation of duties', 'separation of duties', 'segregation of duties information system access'],
  'GOV-06': ['legal regulatory requirements', 'statutory regulatory contractual requirements', 'applicable laws regulations'],
  // The description of the system is what its architecture diagrams and data flows document for customers.
  'GOV-10': [
    'system description',
    'description of the system',
    'system architecture',
    'architecture diagrams',
    'system architecture diagrams',
    'system components',
    'components of the system',
  ],
  'RSK-01': ['risk management framework', 'risk methodology', 'risk appetite', 'risk management program'],
  'RSK-02': ['risk assessment', 'assess risks', 'risk analysis'],
  'RSK-03': ['risk treatment', 'risk mitigation', 'risk register'],
  'AUD-01': ['internal audit', 'internal assessment', 'internal audits'],
  'AUD-02': ['independent audit', 'external audit', 'third party audit', 'independent assessment'],
  'AUD-03': ['compliance checks', 'policy compliance', 'technical compliance'],
  'AUD-04': ['deficiency tracking', 'control deficiencies', 'remediate audit findings'],
  // Audit findings are nonconformities, and the plan to remediate them is their corrective action.
  'ISM-07': ['corrective action', 'corrective action plan', 'nonconformity', 'nonconformities', 'remediate audit findings'],
  'PGM-01': ['security staff', 'security team', 'dedicated security', 'security office', 'security personnel'],
  'PGM-03': ['vulnerability disclosure', 'report vulnerabilities', 'bug bounty', 'security contact'],
};
