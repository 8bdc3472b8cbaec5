import 'server-only';
import { JOBS_SCHEMA, startedBoss } from './boss';
import { queueDeclarations, type QueueName } from './queues';

/** A scheduled job as the Settings page shows it. */
export type ScheduledJobStatus = {
  name: QueueName;
  title: string;
  /** The cron expression, in UTC. */
  cron: string;
  /** When its last run started and how it ended; null when it has not run yet. */
  lastRun: { at: Date; state: 'running' | 'completed' | 'failed' | 'retrying' } | null;
  /** When pg-boss next sends it. */
  nextRun: Date | null;
  /** The last failure's message, when no run has completed since. */
  lastError: { at: Date; message: string } | null;
};

type Row = { state: string; at: Date | string; message: string | null };

/** The longest error text shown: enough to say what went wrong, never a stack or a payload. */
const MAX_ERROR_LENGTH = 300;

const states: Record<string, NonNullable<ScheduledJobStatus['lastRun']>['state']> = {
  active: 'running',
  completed: 'completed',
  failed: 'failed',
  retry: 'retrying',
};

/** The newest runs of a queue (started ones only), newest first, with the error message each failed with. */
const RUNS_SQL = `SELECT state, COALESCE(completed_on, started_on) AS at, output->>'message' AS message
  FROM ${JOBS_SCHEMA}.job
  WHERE name = $1 AND started_on IS NOT NULL AND state IN ('active', 'completed', 'failed', 'retry')
  ORDER BY started_on DESC LIMIT 20`;

function errorText(message: string | null): string {
  const text = (message ?? 'The job failed without a message.').replace(/\s+/g, ' ').trim();
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text;
}

/**
 * Each scheduled job's last run, next run and last error, read from pg-boss's tables; null while jobs have not
 * started in this process (the first seconds after a start).
 */
export async function scheduledJobStatus(): Promise<ScheduledJobStatus[] | null> {
  const boss = await startedBoss();
  if (!boss) return null;
  const db = boss.getDb();
  const statuses: ScheduledJobStatus[] = [];
  for (const queue of queueDeclarations) {
    if (!queue.cron) continue;
    const { rows } = (await db.executeSql(RUNS_SQL, [queue.name])) as { rows: Row[] };
    const [last] = rows;
    const failure = rows.findIndex((row) => row.state === 'failed' || row.state === 'retry');
    const completed = rows.findIndex((row) => row.state === 'completed');
    const failed = failure >= 0 && (completed < 0 || failure < completed) ? rows[failure] : undefined;
    statuses.push({
      name: queue.name,
      title: queue.title,
      cron: queue.cron,
      lastRun: last ? { at: new Date(last.at), state: states[last.state] ?? 'completed' } : null,
      nextRun: boss.previewSchedule(queue.cron, { tz: 'UTC', count: 1 })[0] ?? null,
      lastError: failed ? { at: new Date(failed.at), message: errorText(failed.message) } : null,
    });
  }
  return statuses;
}
