/** @jest-environment node */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { copyDatabaseTemplate } from '@/tests/support/database-template';
import { concurrentTestOnPostgres, createThrowAwayDatabase } from '../db/postgres-fixture';

// Three processes per case, each starting pg-boss; on PostgreSQL the lost run is retried once its heartbeat lapses.
jest.setTimeout(420_000);

const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
const script = 'tests/unit/jobs/restart-worker.ts';

/** The database a worker process opens: a data folder of its own, or a PostgreSQL database. */
type Database = { DATA_DIR: string } | { DATABASE_URL: string };

function processEnv(database: Database): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, ...database };
  if ('DATA_DIR' in database) delete env.DATABASE_URL;
  delete env.BACKEND_URL;
  return env;
}

/** Runs a worker process to its end and answers its last line of output (without blocking the other case's test). */
function runToEnd(database: Database, ...args: string[]): Promise<string> {
  const child = spawn(tsx, ['--conditions=react-server', script, ...args], { env: processEnv(database), timeout: 300_000 });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('close', (code) =>
      code === 0 ? resolve(stdout.trim().split('\n').at(-1)!) : reject(new Error(`${args[0]} failed (${code}): ${stderr}`)),
    );
  });
}

/** Starts a worker that takes the report's job and never finishes it, and kills it with SIGKILL once it holds it. */
async function killMidRun(database: Database, reportId: string): Promise<void> {
  const child = spawn(tsx, ['--conditions=react-server', script, 'stall', reportId], { env: processEnv(database), detached: true });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('taken')) resolve();
    });
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`The stalled worker ended by itself (${code}): ${output}`)));
  });
  // tsx runs the script in a child process of its own: the whole group goes, as a machine losing power would.
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid!, 'SIGKILL');
  await exited;
}

/** Seeds a report, kills a worker in the middle of its run, then starts another and answers the report's row. */
async function cutShortThenRestart(database: Database) {
  const { reportId } = JSON.parse(await runToEnd(database, 'seed')) as { reportId: string };
  await killMidRun(database, reportId);
  return JSON.parse(await runToEnd(database, 'serve', reportId)) as { status: string; attempts: number; claimedBy: string | null };
}

// The two cases run at once (it.concurrent): each works in processes and a database of its own, and the embedded
// case's processes use the processor while the PostgreSQL case waits for the lost run's heartbeat to lapse.
describe('a report job cut short by a killed server', () => {
  it.concurrent('finishes after the next start on the embedded database', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'jobs-restart-'));
    try {
      copyDatabaseTemplate(dataDir);
      expect(await cutShortThenRestart({ DATA_DIR: dataDir })).toEqual({ status: 'generated', attempts: 2, claimedBy: null });
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  concurrentTestOnPostgres('finishes after the next start on PostgreSQL, once the lost run is found', async (serverUrl) => {
    const database = await createThrowAwayDatabase(serverUrl, 'jobs_restart');
    try {
      expect(await cutShortThenRestart({ DATABASE_URL: database.url })).toEqual({ status: 'generated', attempts: 2, claimedBy: null });
    } finally {
      await database.drop();
    }
  });
});
