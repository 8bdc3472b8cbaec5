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
    // Screening in proportion to what a person is trusted with, as the CAIQ's "proportional to the data to be accessed".
    'background checks entrusted sensitive information',
    'background checks access sensitive systems',
  ],
  'HR-02': [
    'confidentiality agreement',
    'non disclosure agreement',
    'nda',
    'code of conduct',
    'terms of employment',
    'employment agreement',
    'fill out agreements',
    'sign agreements',
    'new hires review policies',
    'new hires acknowledge policies',
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
    // "Revoked" and "revoking" are read apart from "revoke", which alone names offboarding.
    'access revoked leave',
    'leavers access',
    'role changes access',
    'employment termination',
    'user access revocation',
  ],
};
