// The large organization's screens while its background work runs (docs/performance.md): a few screens' first load
// at 10 connections alone, then again while a job started through the same server runs (bench/lib/served-jobs.mjs),
// for as long as the job runs and at least the load test's length. Seeded into a throw-away data folder of its own.
// Printed against the budget (bench/lib/report-screens-during-jobs.mjs), never enforced.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { backgroundJobs } from './background-jobs.mjs';
import { firstBackup, firstLetterSweep, largeAccount } from './large-organization.mjs';
import { measureLoad } from './load.mjs';
import { jsonLines } from './project-script.mjs';
import { memberClient, servedJobs } from './served-jobs.mjs';
import { startServer } from './server.mjs';
import { signIn } from './sign-in.mjs';

/**
 * The dashboard (the first screen of every visit, with the programme's counts), Evidence (the largest list,
 * 10,000 items) and My tasks (derived from every kind of record on each request, and the records the jobs write
 * add to it).
 */
export const screensDuringJobs = ['/manage', '/manage/evidence', '/manage/tasks'];

const CONNECTIONS = 10;

/** One screen's first load alone, then while `job` runs from the load's start; answers both and the job's time. */
async function screenDuringJob(url, headers, seconds, start) {
  const alone = await measureLoad(url, { seconds, connections: CONNECTIONS, headers });
  const started = performance.now();
  const job = start().then((made) => ({ made, ms: Math.round(performance.now() - started) }));
  const during = await measureLoad(url, { seconds, connections: CONNECTIONS, headers, until: job });
  return { alone, during, ...(await job) };
}

/** Measures every screen beside every job (each job started once per screen); `seconds` is each load test's length. */
export async function measureScreensDuringJobs({ seconds = 10 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-during-jobs-'));
  const env = { DATA_DIR: dataDir, DEMO_ACCOUNT: 'off' };
  try {
    jsonLines('scripts/seed-large.ts', process.env.DATABASE_URL ? ['--replace'] : [], env);
    // As on the screens' table: the hour's letters are written, so the schedule's next sweep finds little to do.
    firstLetterSweep(env);
    // And the day's backup: the screens alone are measured on a server doing nothing else.
    firstBackup(env);
    const [inputs] = jsonLines('scripts/bench-background-requests.ts', [], env);
    const server = await startServer({ env });
    try {
      const cookie = (await signIn(server.origin, largeAccount)).header;
      const client = memberClient(server.origin, cookie);
      for (const path of screensDuringJobs) {
        await client.page(path);
        await measureLoad(server.origin + path, { seconds: Math.min(3, seconds), connections: CONNECTIONS, headers: { cookie } });
      }
      const jobs = [];
      for (const { kind, run, notServed } of servedJobs) {
        const title = backgroundJobs.find((job) => job.kind === kind)?.title ?? kind;
        if (notServed) {
          jobs.push({ kind, title, notServed });
          continue;
        }
        const screens = {};
        try {
          for (const path of screensDuringJobs) {
            screens[path] = await screenDuringJob(server.origin + path, { cookie }, seconds, () =>
              run(client, inputs, { pid: server.pid, dataDir }),
            );
          }
          jobs.push({ kind, title, screens });
        } catch (error) {
          jobs.push({ kind, title, screens, failed: error.message });
        }
      }
      const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
      return { database, seconds, connections: CONNECTIONS, jobs };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
