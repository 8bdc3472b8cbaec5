import type { SynonymGroup } from './synonym-group';

/** Topics of how long data is kept and how it is disposed of once it is no longer needed. */
export const retentionGroups: readonly SynonymGroup[] = [
  {
    topic: 'data retention',
    phrases: ['data retention', 'retention period', 'retention schedule', 'record retention', 'how long data is kept', 'retain'],
    // A record on the retention of one kind of data ("Retention: logs are kept …") is a retention rule.
    answeredBy: ['retention'],
  },
  {
    topic: 'data deletion',
    phrases: ['data deletion', 'deletion', 'disposal', 'secure disposal', 'data destruction', 'erasure', 'sanitization', 'purge'],
  },
];
