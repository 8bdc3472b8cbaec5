/**
 * Every queue of the product, declared in one place: its retries and backoff, how long a run may last and how
 * often its worker says it is alive, and, for the scheduled ones, the cron expression (UTC) that sends its job.
 * Every queue is `stately`: per key at most one job waiting and one running, so two servers never run the same
 * schedule (or the same report) at once, and a request made during a run is kept for right after it.
 */

export type QueueName =
  | 'report-file'
  | 'check-sweep'
  | 'check-run'
  | 'letter-sweep'
  | 'mail-sweep'
  | 'report-upkeep'
  | 'assistant-retention'
  | 'vulnerability-figures'
  | 'sso-metadata-refresh'
  | 'tracker-sync';

/** Where a job that failed all its retries is kept, for a person to read and send again. */
export const DEAD_LETTER_QUEUE = 'failed-jobs';

export type QueueDeclaration = {
  name: QueueName;
  /** What the Settings page calls it. */
  title: string;
  /** Tries after the first one that failed (an error, or a server that stopped mid-run). */
  retries: number;
  /** Seconds before the first retry; each later one waits about twice as long, up to `retryDelayMaxSeconds`. */
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** A run still going after this is failed (and retried). */
  expireInSeconds: number;
  /** The worker refreshes the running job this often (halved); a run not heard from for this long is retried. */
  heartbeatSeconds: number;
  /** How often an idle worker looks for jobs; a job sent by this process wakes it at once. */
  pollingSeconds: number;
  /** When pg-boss sends the job itself: a cron expression in UTC. */
  cron?: string;
};

export const queueDeclarations: readonly QueueDeclaration[] = [
  {
    // One job per report row (key: the report's id); the row says what to make and records progress and result.
    name: 'report-file',
    title: 'Report files',
    retries: 4,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 300,
    expireInSeconds: 30 * 60,
    heartbeatSeconds: 30,
    pollingSeconds: 10,
  },
  {
    // Sends one check-run job for each connection whose daily run fell due.
    name: 'check-sweep',
    title: 'Daily checks',
    retries: 3,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 15 * 60,
    expireInSeconds: 10 * 60,
    heartbeatSeconds: 30,
    pollingSeconds: 30,
    cron: '*/15 * * * *',
  },
  {
    // One connection's daily run (key: the connection's id).
    name: 'check-run',
    title: 'Check runs',
    retries: 3,
    retryDelaySeconds: 120,
    retryDelayMaxSeconds: 60 * 60,
    expireInSeconds: 15 * 60,
    heartbeatSeconds: 30,
    pollingSeconds: 30,
  },
  {
    // Expiring evidence, acceptance reminders and task letters.
    name: 'letter-sweep',
    title: 'Scheduled letters',
    retries: 3,
    retryDelaySeconds: 300,
    retryDelayMaxSeconds: 60 * 60,
    expireInSeconds: 30 * 60,
    heartbeatSeconds: 30,
    pollingSeconds: 30,
    cron: '0 * * * *',
  },
  {
    // Sends the queued letters due: retries of failed attempts and letters a stopped server left.
    name: 'mail-sweep',
    title: 'Mail sender',
    retries: 2,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 5 * 60,
    expireInSeconds: 15 * 60,
    heartbeatSeconds: 30,
    pollingSeconds: 10,
    cron: '* * * * *',
  },
  {
    // Reports past retention, activity past retention, automatic reports due and unwritten report letters.
    name: 'report-upkeep',
    title: 'Report retention and automatic reports',
    retries: 3,
    retryDelaySeconds: 300,
    retryDelayMaxSeconds: 60 * 60,
    expireInSeconds: 30 * 60,
    heartbeatSeconds: 30,
    pollingSeconds: 30,
    cron: '20 * * * *',
  },
  {
    // Assistant conversations and drafts waiting for a click past each organization's retention.
    name: 'assistant-retention',
    title: 'Assistant retention',
    retries: 3,
    retryDelaySeconds: 300,
    retryDelayMaxSeconds: 60 * 60,
    expireInSeconds: 15 * 60,
    heartbeatSeconds: 30,
    pollingSeconds: 30,
    cron: '40 3 * * *',
  },
  {
    // Last month's vulnerability figures filed as evidence: on the first of the month, and any month a stopped
    // server missed on the days after (a month is filed once per organization).
    name: 'vulnerability-figures',
    title: 'Monthly vulnerability figures',
    retries: 3,
    retryDelaySeconds: 300,
    retryDelayMaxSeconds: 60 * 60,
    expireInSeconds: 30 * 60,
    heartbeatSeconds: 30,
    pollingSeconds: 30,
    cron: '10 0 * * *',
  },
  {
    // Single sign-on providers' metadata given by URL and OIDC discovery documents, read again for key rotations.
    name: 'sso-metadata-refresh',
    title: 'Single sign-on metadata refresh',
    retries: 2,
    retryDelaySeconds: 300,
    retryDelayMaxSeconds: 60 * 60,
    expireInSeconds: 30 * 60,
    heartbeatSeconds: 30,
    pollingSeconds: 30,
    cron: '10 4 * * *',
  },
  {
    // Jira or Linear issues and Slack messages for failing checks and overdue tasks, after the quarter's check runs.
    name: 'tracker-sync',
    title: 'Tracker and Slack sync',
    retries: 2,
    retryDelaySeconds: 120,
    retryDelayMaxSeconds: 30 * 60,
    expireInSeconds: 30 * 60,
    heartbeatSeconds: 30,
    pollingSeconds: 30,
    cron: '10,25,40,55 * * * *',
  },
];

export function queueDeclaration(name: QueueName): QueueDeclaration {
  const found = queueDeclarations.find((queue) => queue.name === name);
  if (!found) throw new Error(`No queue is declared as ${name}.`);
  return found;
}
