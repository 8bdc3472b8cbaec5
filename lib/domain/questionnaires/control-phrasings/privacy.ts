import type { ControlPhrasings } from './types';

/** Privacy program and the rights of the people whose data is processed. */
export const privacyPhrasings: ControlPhrasings = {
  'PRV-01': ['privacy program', 'privacy programme', 'data protection program', 'privacy policy', 'data protection policy'],
  'PRV-04': ['records of processing', 'data inventory', 'personal data inventory', 'data map', 'data mapping'],
  'PRV-05': ['lawful basis', 'legal basis processing'],
  'PRV-06': ['consent', 'obtain consent', 'opt in'],
  'PRV-10': ['privacy notice', 'privacy notices', 'privacy statement'],
  'PRV-11': ['data minimization', 'data minimisation', 'purpose limitation'],
  'PRV-12': ['data retention', 'retention period', 'data deletion', 'retention schedule'],
  'PRV-13': ['privacy complaints', 'privacy requests', 'privacy inquiries'],
  'PRV-14': ['data subject rights', 'data subject requests', 'access personal information', 'right of access', 'right to erasure', 'dsar'],
  'PRV-20': ['privacy by design', 'privacy review'],
  'PRV-21': ['data protection impact assessment', 'dpia', 'privacy impact assessment', 'pia'],
  'PRV-23': ['data processing agreement', 'dpa', 'processor agreements'],
  'PRV-25': ['international transfers', 'cross border transfers', 'standard contractual clauses', 'data transfers outside'],
};
