import type { SynonymGroup } from './synonym-group';

/** Topics of finding and fixing security weaknesses: penetration tests and who runs them, vulnerability scans, patches. */
export const weaknessGroups: readonly SynonymGroup[] = [
  {
    topic: 'penetration testing',
    phrases: ['pen test', 'pentest', 'penetration test', 'penetration testing', 'ethical hacking', 'red team'],
  },
  {
    topic: 'independent party',
    phrases: [
      'independent',
      'by a third party',
      'by an independent third party',
      // The doer named whole: "an independent third party performs the tests".
      'independent third party',
      'independent third parties',
      'third party testers',
      'external testers',
      'external firm',
      'external auditor',
      'external auditors',
    ],
  },
  {
    topic: 'vulnerability scanning',
    phrases: [
      'vulnerability scan',
      'vulnerability scanning',
      'vulnerability management',
      'vulnerability assessment',
      'cve',
      'security scanning',
    ],
  },
  {
    topic: 'patching',
    phrases: [
      'patching',
      'patch management',
      'security updates',
      'software updates',
      'patches',
      'security patches',
      'critical patches',
      'application updates',
      'operating system updates',
      'system updates',
    ],
  },
];
