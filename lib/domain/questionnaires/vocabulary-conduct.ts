import type { SynonymGroup } from './synonym-group';

/** Topics of staff's conduct: duties kept apart, and the discipline that follows a breach of policy. */
export const conductGroups: readonly SynonymGroup[] = [
  {
    topic: 'segregation of duties',
    phrases: ['segregation of duties', 'separation of duties', 'segregate duties', 'separate duties', 'conflicting duties'],
  },
  {
    topic: 'disciplinary process',
    phrases: ['disciplinary process', 'disciplinary action', 'disciplinary measures', 'sanction policy', 'sanctions'],
  },
  // A breach of policy is what a disciplinary process is for: a record of that process answers for the violations.
  {
    topic: 'policy violations',
    phrases: ['policy violations', 'policy violation', 'violations of policy', 'violation of policy', 'non-compliance with policy'],
    answeredBy: ['disciplinary', 'sanctions', 'break security', 'break policy'],
  },
];
