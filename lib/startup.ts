import 'server-only';
import { resolve, sep } from 'node:path';
import { ensureDemoAccount } from './backend/demo-account';
import { scheduleBackups } from './data-folder/backup-schedule';
import { getOpenDb } from './db/client';
import { ensureDemoOrganization } from './seed/demo-organization';
import { env, EnvError } from './env';
import { sessionSecret } from './session-secret';
import { startReportJobs } from './workspace/report-jobs';

/** How long after start-up report jobs begin. */
const JOBS_START_DELAY_MS = 1500;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A DATA_DIR inside the build output (.next) is deleted by the next build: refused before anything is written. */
function dataFolderProblem(dataDir: string): string | undefined {
  const folder = resolve(dataDir);
  if (!`${folder}${sep}`.includes(`${sep}.next${sep}`)) return undefined;
  return `DATA_DIR resolves to ${folder}, inside the build output, which the next build deletes. Set DATA_DIR to an absolute path outside it.`;
}

/**
 * Start-up: checks the configuration, takes the data folder's lock, opens and migrates the database (backing it
 * up first when migrations are pending), prepares the session secret, schedules the daily backup and, with the
 * embedded backend and DEMO_ACCOUNT=on, creates the demo account and its organization on an empty database and prints it. Any failure
 * stops the process with a message that says what to do.
 */
export async function startServer(): Promise<void> {
  let config;
  try {
    config = env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    fail(error.message);
  }
  if (!config.DATABASE_URL) {
    const problem = dataFolderProblem(config.DATA_DIR);
    if (problem) fail(`Start-up failed: ${problem}`);
  }
  try {
    const { db, backup } = await getOpenDb();
    sessionSecret();
    if (backup) scheduleBackups(resolve(config.DATA_DIR), backup);
    if (!config.BACKEND_URL && config.DEMO_ACCOUNT === 'on') {
      const line = await ensureDemoAccount(db);
      await ensureDemoOrganization(db);
      if (line) console.log(line);
    }
    // Report jobs begin once the server answers, so they never delay its first page.
    setTimeout(() => void startReportJobs().catch((error: unknown) => console.error('Report jobs could not start:', error)), JOBS_START_DELAY_MS).unref();
  } catch (error) {
    fail(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
