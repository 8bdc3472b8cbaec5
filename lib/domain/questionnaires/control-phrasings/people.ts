import type { ControlPhrasings } from './types';

/** Human resources security: screening, terms, training, discipline, leavers. */
export const peoplePhrasings: ControlPhrasings = {
  'HR-01': [
    'background checks',
    'background check',
    'background screening',
    'criminal history check',
    'pre employment screening',
    'screen new hires',
  ],
  'HR-02': [
    'confidentiality agreement',
    'non disclosure agreement',
    'nda',
    'code of conduct',
    'terms of employment',
    'employment agreement',
  ],
  'HR-03': [
    'security awareness training',
    'security training',
    'privacy training',
    'awareness training',
    'security awareness',
    'privacy awareness',
    'phishing training',
    'training on information security',
  ],
  'HR-04': ['disciplinary process', 'disciplinary action', 'sanctions policy violations', 'sanction policy'],
  'HR-05': [
    'offboarding',
    'termination access removal',
    'revoke access leave',
    'leavers access',
    'role changes access',
    'employment termination',
    'user access revocation',
  ],
};
