import 'server-only';
import type { DrizzleTransactionLike, PGliteLike, PgBoss } from 'pg-boss';
import { getOpenDb } from '@/lib/db/client';
import { withoutQueryValues } from '@/lib/db/query-failure';
import { env } from '@/lib/env';
import { DEAD_LETTER_QUEUE, queueDeclaration, queueDeclarations, type QueueName } from './queues';

/** What a worker is handed: the job's data, its attempt (0 for the first) and a signal aborted when it was lost. */
export type QueuedJob<Data> = { id: string; data: Data; attempt: number; signal: AbortSignal };
export type JobHandler<Data> = (job: QueuedJob<Data>) => Promise<void>;

type Started = { boss: PgBoss; workers: Map<QueueName, string> };
type State = { starting?: Promise<Started>; stopped?: boolean };

// Kept on globalThis so a development server's reload never starts a second instance on the same database.
const holder = globalThis as typeof globalThis & { __complianceJobs?: State };
const state = (): State => (holder.__complianceJobs ??= {});

/** The schema pg-boss keeps its tables in, beside the product's own. */
export const JOBS_SCHEMA = 'pgboss';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The pg-boss options of each declared queue: stately, with retries, exponential backoff and the dead-letter queue. */
function queueOptions(name: QueueName) {
  const queue = queueDeclaration(name);
  return {
    policy: 'stately' as const,
    retryLimit: queue.retries,
    retryDelay: queue.retryDelaySeconds,
    retryBackoff: true,
    retryDelayMax: queue.retryDelayMaxSeconds,
    expireInSeconds: queue.expireInSeconds,
    heartbeatSeconds: queue.heartbeatSeconds,
    deadLetter: DEAD_LETTER_QUEUE,
  };
}

async function open(): Promise<Started> {
  const { PgBoss, fromPglite } = await import('pg-boss');
  const { db, kind } = await getOpenDb();
  // On the embedded database pg-boss shares the product's one PGlite connection; on PostgreSQL it has a small pool.
  const connection =
    kind === 'pglite'
      ? { db: fromPglite((db as unknown as { $client: PGliteLike }).$client), backend: 'pglite' as const }
      : { connectionString: env().DATABASE_URL, max: 3, application_name: 'complia-jobs' };
  // A job whose worker stopped answering is retried within a quarter of a minute of its heartbeat lapsing.
  const boss = new PgBoss({ ...connection, schema: JOBS_SCHEMA, superviseIntervalSeconds: 15 });
  boss.on('error', (error) => console.error(`Jobs: ${messageOf(error)}`));
  await boss.start();
  await boss.createQueue(DEAD_LETTER_QUEUE, { policy: 'standard', retentionSeconds: 30 * 24 * 60 * 60 });
  for (const queue of queueDeclarations) {
    await boss.createQueue(queue.name, queueOptions(queue.name));
    // createQueue keeps what an earlier release stored: the options a queue may change follow the declaration.
    const { retryLimit, retryDelay, retryBackoff, expireInSeconds, deadLetter } = queueOptions(queue.name);
    await boss.updateQueue(queue.name, { retryLimit, retryDelay, retryBackoff, expireInSeconds, deadLetter });
    // Stored in pg-boss's table: whichever server's clock monitor finds it due sends its job, once.
    if (queue.cron) await boss.schedule(queue.name, queue.cron, {}, { tz: 'UTC', missed: 'once' });
  }
  if (kind === 'pglite') await handBackOrphans(boss);
  return { boss, workers: new Map() };
}

/**
 * The embedded database is this process's alone: a job still running in pg-boss's table was cut short by the last
 * stop. It is failed at once, so that its retry runs now rather than when its heartbeat is found lapsed.
 */
async function handBackOrphans(boss: PgBoss): Promise<void> {
  for (const queue of queueDeclarations) {
    const active = (await boss.findJobs(queue.name)).filter((job) => job.state === 'active');
    if (active.length === 0) continue;
    await boss.fail(
      queue.name,
      active.map((job) => job.id),
      { message: 'The server stopped while this job ran.' },
    );
  }
}

/**
 * Starts pg-boss on the product's database (creating its tables the first time), declares every queue and its
 * schedule. Called once the server answers, never on a page's path.
 */
export function startJobs(): Promise<void> {
  const current = state();
  if (current.stopped) return Promise.reject(new Error('Jobs are stopped: the server is stopping.'));
  current.starting ??= open().catch((error: unknown) => {
    current.starting = undefined;
    throw error;
  });
  return current.starting.then(() => undefined);
}

/** pg-boss once started in this process, or undefined when it was never asked to start (a script, a test). */
async function started(): Promise<Started | undefined> {
  const current = state();
  if (!current.starting || current.stopped) return undefined;
  return current.starting.catch(() => undefined);
}

/** A Drizzle transaction a job may be sent in, so that it exists only once the transaction commits. */
export type SendTransaction = { execute(query: never): Promise<unknown> };

/**
 * Sends a job to a queue; with `key`, at most one such job waits and one runs (a second send while one waits is
 * dropped). With `transaction`, the job is written by that transaction and exists once it commits. Answers the
 * job's id, or null when dropped or when jobs were not started in this process: each owner of a queue sends again
 * what is waiting when its worker starts.
 */
export async function send(
  name: QueueName,
  data: object = {},
  options: { key?: string; transaction?: SendTransaction } = {},
): Promise<string | null> {
  const jobs = await started();
  if (!jobs) return null;
  const db = options.transaction ? await inTransaction(options.transaction) : undefined;
  const id = await jobs.boss.send(name, data, { ...(options.key ? { singletonKey: options.key } : {}), ...(db ? { db } : {}) });
  const worker = jobs.workers.get(name);
  // This process's own worker looks at once instead of at its next poll.
  if (worker) jobs.boss.notifyWorker(worker);
  return id;
}

async function inTransaction(transaction: SendTransaction) {
  const [{ fromDrizzle }, { sql }] = await Promise.all([import('pg-boss'), import('drizzle-orm')]);
  return fromDrizzle(transaction as unknown as DrizzleTransactionLike, sql);
}

/**
 * Runs `handler` for each job of the queue, one at a time in this process. A handler that throws fails the job,
 * which pg-boss retries with backoff and, after the last retry, copies to the dead-letter queue.
 */
export async function work<Data extends object>(name: QueueName, handler: JobHandler<Data>): Promise<void> {
  const jobs = await started();
  if (!jobs) throw new Error(`Jobs were not started, so the ${name} worker cannot run.`);
  if (jobs.workers.has(name)) return;
  const options = { batchSize: 1, localConcurrency: 1, pollingIntervalSeconds: queueDeclaration(name).pollingSeconds };
  const id = await jobs.boss.work<Data>(name, options, async ([job]) => {
    if (!job) return;
    try {
      await handler({ id: job.id, data: job.data, attempt: job.retryCount, signal: job.signal });
    } catch (error) {
      // pg-boss keeps the error as the job's output, which Settings shows every admin: a failed query's values stay out.
      throw withoutQueryValues(error);
    }
  });
  jobs.workers.set(name, id);
}

/** The started pg-boss, for the reads of `status.ts`. */
export async function startedBoss(): Promise<PgBoss | undefined> {
  return (await started())?.boss;
}

/**
 * Stops taking jobs and waits up to `timeoutMs` for the running ones (at shutdown); a job not finished by then is
 * left active and taken up again after the next start. Once stopped, the process may start jobs again.
 */
export async function stopJobs(timeoutMs: number): Promise<void> {
  const current = state();
  current.stopped = true;
  const jobs = await current.starting?.catch(() => undefined);
  try {
    await jobs?.boss.stop({ graceful: true, timeout: timeoutMs, close: true });
  } finally {
    if (holder.__complianceJobs === current) holder.__complianceJobs = {};
  }
}
