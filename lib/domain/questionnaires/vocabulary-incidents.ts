import type { SynonymGroup } from './synonym-group';

/** Topics of seeing and handling incidents: logging and monitoring, a SIEM, incident response, breach notification. */
export const incidentGroups: readonly SynonymGroup[] = [
  {
    topic: 'logging and monitoring',
    phrases: ['logging', 'logs', 'audit logs', 'audit trail', 'monitoring', 'log management', 'security monitoring', 'alerting'],
  },
  { topic: 'siem', phrases: ['siem', 'security information and event management'] },
  {
    topic: 'incident response',
    phrases: [
      'incident response',
      'incident management',
      'security incident',
      'incident response plan',
      'irp',
      'incident handling',
      'respond to incidents',
      'respond to security incidents',
    ],
  },
  {
    topic: 'breach notification',
    phrases: ['breach notification', 'data breach', 'notify customers', 'breach', 'notification of breaches'],
  },
];
