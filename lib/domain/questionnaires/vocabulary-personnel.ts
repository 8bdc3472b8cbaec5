import type { SynonymGroup } from './synonym-group';

/** Topics of the people who work for the organization: background checks before hire and security awareness training. */
export const personnelGroups: readonly SynonymGroup[] = [
  {
    topic: 'background checks',
    phrases: [
      'background check',
      'background checks',
      'background screening',
      'multi-state background checks',
      'pre-employment screening',
      'criminal record check',
      'vetting',
    ],
  },
  {
    topic: 'security awareness training',
    phrases: [
      'security awareness',
      'awareness training',
      'security training',
      'phishing simulation',
      'phishing training',
      'training program',
    ],
  },
];
