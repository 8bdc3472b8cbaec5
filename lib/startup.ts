import 'server-only';
import http from 'node:http';
import { resolve, sep } from 'node:path';
import { scheduleBackups } from './data-folder/backup-schedule';
import { closeDb, startOpeningDb, type OpenDb } from './db/client';
import { env, EnvError } from './env';
import { sessionSecret } from './session-secret';
import { siteUrlWarningOfThisServer } from './listening-address';

/** How long after start-up pg-boss and the job workers begin. */
const JOBS_START_DELAY_MS = 1500;
/** How long a stop waits for the requests, the running jobs and the backup under way before it closes the database. */
const STOP_GRACE_MS = 20_000;
/** How long pg-boss waits for its running jobs at a stop: within the grace, leaving time to close the database. */
const JOBS_STOP_MS = 15_000;
/**
 * How long a stopping server still reads what clients already sent: connections waiting in the listen queue, or
 * accepted but not yet read, when the signal came. Closing the listener at once would reset them unanswered.
 */
const DRAIN_MS = 1_000;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** A DATA_DIR inside the build output (.next) is deleted by the next build: refused before anything is written. */
function dataFolderProblem(dataDir: string): string | undefined {
  const folder = resolve(dataDir);
  if (!`${folder}${sep}`.includes(`${sep}.next${sep}`)) return undefined;
  return `DATA_DIR resolves to ${folder}, inside the build output, which the next build deletes. Set DATA_DIR to an absolute path outside it.`;
}

/** With the embedded backend and DEMO_ACCOUNT=on: the demo account and its organization on an empty database. */
async function prepareDemo({ db }: OpenDb): Promise<void> {
  const [{ ensureDemoAccount }, { ensureDemoOrganization }] = await Promise.all([
    import('./backend/demo-account'),
    import('./seed/demo-organization'),
  ]);
  const line = await ensureDemoAccount(db);
  await ensureDemoOrganization(db);
  if (line) console.log(line);
}

/**
 * Start-up: checks the configuration (and warns when links in e-mails would point to the default SITE_URL), takes
 * the data folder's lock and prepares the session secret, each of which stops the process with a message before
 * anything is served. The embedded database then opens in the background
 * (a backup first when migrations are pending, then the migrations and, with DEMO_ACCOUNT=on, the demo account):
 * public pages need none of it, and a request that reads the database waits for it. A database that does not open
 * stops the process with the folder, the cause and the restore command. With DATABASE_URL the start waits for the
 * migrations, which take a moment there, so that an instance answering /api/health has migrated the database.
 * Also schedules the daily backup, starts pg-boss with the report jobs, the daily checks, the scheduled letters and the
 * mail sender once the server answers, and takes over SIGTERM and SIGINT.
 */
export async function startServer(): Promise<void> {
  let config;
  try {
    config = env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    fail(error.message);
  }
  // Read from the bound server: `next start -H` and `next dev -H` leave HOSTNAME unset.
  const siteUrl = siteUrlWarningOfThisServer(process.env, config.PORT);
  if (siteUrl) console.warn(siteUrl);
  if (!config.DATABASE_URL) {
    const problem = dataFolderProblem(config.DATA_DIR);
    if (problem) fail(`Start-up failed: ${problem}`);
  }
  const demo = !config.BACKEND_URL && config.DEMO_ACCOUNT === 'on';
  let opening: Promise<OpenDb>;
  try {
    opening = startOpeningDb(demo ? prepareDemo : undefined);
    sessionSecret();
  } catch (error) {
    fail(`Start-up failed: ${messageOf(error)}`);
  }
  opening.catch((error: unknown) => fail(`Start-up failed: ${messageOf(error)}`));
  const stopBackups = config.DATABASE_URL
    ? undefined
    : scheduleBackups(resolve(config.DATA_DIR), async (reason) => (await opening).backup!(reason), opening);
  // pg-boss and its workers begin once the server answers, so they never delay its first page (starting it costs
  // about a second, and a few the first time, when it creates its tables).
  let jobs: Promise<void> | undefined;
  const jobsTimer = setTimeout(() => {
    jobs = startJobWorkers().catch((error: unknown) => console.error(`Jobs could not start: ${messageOf(error)}`));
  }, JOBS_START_DELAY_MS).unref();
  stopOnSignals(async () => {
    clearTimeout(jobsTimer);
    await Promise.all([stopTakingRequests(), stopJobWorkers(jobs), stopBackups?.()]);
  });
  trackRequests();
  if (config.DATABASE_URL) await opening;
}

/**
 * Starts pg-boss (queues and schedules, lib/jobs) and this process's workers: report files and upkeep, the daily
 * checks, the scheduled letters, the mail sender and the assistant's retention. Each worker that cannot start is logged; the others go on.
 */
async function startJobWorkers(): Promise<void> {
  const { startJobs } = await import('./jobs');
  await startJobs();
  const workers: [string, () => Promise<void>][] = [
    ['Report jobs', () => import('./workspace/reports').then((module) => module.startReportJobs())],
    ['Daily checks', () => import('./workspace/integrations').then((module) => module.startDailyChecks())],
    ['Scheduled letters', () => import('./workspace/notifications').then((module) => module.startDailyNotifications())],
    ['The mail sender', () => import('./mail').then((module) => module.startMailSender())],
    ['Assistant retention', () => import('./workspace/assistant').then((module) => module.startAssistantRetention())],
    ['Vulnerability figures', () => import('./workspace/vulnerabilities').then((module) => module.startVulnerabilityFigures())],
    ['Single sign-on metadata refresh', () => import('./workspace/sso').then((module) => module.startSsoMetadataRefresh())],
    ['Tracker and Slack sync', () => import('./workspace/trackers').then((module) => module.startTrackerSync())],
  ];
  await Promise.all(
    workers.map(([name, start]) => start().catch((error: unknown) => console.error(`${name} could not start: ${messageOf(error)}`))),
  );
}

/** Waits for the jobs' start under way, then stops pg-boss: the running jobs get what is left of the stop grace. */
async function stopJobWorkers(starting: Promise<void> | undefined): Promise<void> {
  if (!starting) return;
  await starting;
  const { stopJobs } = await import('./jobs');
  await stopJobs(JOBS_STOP_MS);
}

/** The HTTP servers of this process and the requests they are answering, learnt as requests arrive (trackRequests). */
const traffic = { servers: new Set<http.Server>(), answering: 0, stopping: false, closed: false, idle: [] as (() => void)[] };

/**
 * Counts the requests in flight on every HTTP server of this process, so that a stop can wait for them. Next.js
 * creates its server before instrumentation runs and hands out no reference to it: each server is learnt from its
 * first connection. Once stopping, a request that still arrives on an open connection is answered with
 * `Connection: close`.
 */
function trackRequests(): void {
  type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;
  const prototype = http.Server.prototype as unknown as { emit: Emit };
  const emit = prototype.emit;
  prototype.emit = function emitTracked(event, ...args) {
    if (event === 'connection') {
      traffic.servers.add(this);
      if (traffic.closed) this.close();
    } else if (event === 'request') {
      const response = args[1] as http.ServerResponse;
      traffic.answering += 1;
      if (traffic.stopping) response.setHeader('Connection', 'close');
      response.once('close', () => {
        traffic.answering -= 1;
        if (traffic.closed) this.closeIdleConnections();
        if (traffic.answering === 0) for (const done of traffic.idle.splice(0)) done();
      });
    }
    return emit.call(this, event, ...args);
  };
}

/**
 * Answers every request from now on with `Connection: close`, reads for DRAIN_MS what clients already sent, then
 * stops accepting connections, closes the idle ones and resolves once no request is being answered.
 */
async function stopTakingRequests(): Promise<void> {
  traffic.stopping = true;
  await new Promise((done) => setTimeout(done, DRAIN_MS));
  traffic.closed = true;
  for (const server of traffic.servers) {
    server.close();
    server.closeIdleConnections();
  }
  return traffic.answering === 0 ? Promise.resolve() : new Promise((done) => traffic.idle.push(done));
}

/**
 * On SIGTERM or SIGINT: `finish` (stop taking requests and wait for those under way, the running jobs and a
 * backup under way, at most STOP_GRACE_MS), then closes the database, which flushes it and releases the data folder,
 * and exits 0. A second signal meanwhile changes nothing. Replaces the handler Next.js installs, which exits as soon
 * as the requests are answered, with the database still open (NEXT_MANUAL_SIG_HANDLE would keep Next.js from
 * installing it, but only when set before server.js starts, which a container's `node server.js` does not do).
 */
function stopOnSignals(finish: () => Promise<unknown>): void {
  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    let grace: NodeJS.Timeout | undefined;
    const late = new Promise<void>((done) => (grace = setTimeout(done, STOP_GRACE_MS)));
    Promise.race([finish(), late])
      .catch((error: unknown) => console.error(`Stopping: ${messageOf(error)}`))
      .then(() => closeDb())
      .then(
        () => process.exit(0),
        (error: unknown) => fail(`The database could not be closed: ${messageOf(error)}`),
      )
      .finally(() => clearTimeout(grace));
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    for (const listener of process.listeners(signal)) process.off(signal, listener);
    process.on(signal, stop);
  }
}
