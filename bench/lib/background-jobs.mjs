// The large organization's background work (docs/performance.md), seeded into a throw-away data folder of its own:
// the hourly scheduled letters, the Statement of Applicability, an audit report, an auditor package, a 500-question questionnaire answered, an access
// review of 5,000 accounts opened and closed, the daily check run over large GitHub, Google Workspace and AWS
// tenants served by the stand-ins on loopback, and the embedded database's daily backup. Each job runs in a process of its own (scripts/bench-background-job.ts),
// so its peak memory is its own, and the stand-ins in another. Printed against their budget, never enforced.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { jsonLines } from './project-script.mjs';

/** Every job's budget: under a minute and 512 MiB at its peak, at the large organization's size. */
export const BACKGROUND_BUDGET = { ms: 60_000, rssBytes: 512 * 2 ** 20 };

/** The jobs in the order they run (the letters first, as a new organization's first hour has them). */
export const backgroundJobs = [
  { kind: 'letters', title: 'Hourly scheduled letters (first sweep)' },
  { kind: 'soa', title: 'Statement of Applicability (Excel)' },
  { kind: 'report', title: 'Audit report, every framework, twelve months (PDF)' },
  { kind: 'auditor-package', title: 'SOC 2 auditor package, twelve months (zip)' },
  { kind: 'questionnaire', title: 'Questionnaire of 500 questions answered' },
  { kind: 'access-review', title: 'Access review of 5,000 accounts opened and closed' },
  { kind: 'checks', title: 'Daily check run: 500 repositories, 2,000 users, 1,000 AWS resources' },
  { kind: 'backup', title: 'Daily backup of the embedded database and stored files (tar.gz)' },
];

/** Starts the stand-ins' process and answers its line of base URLs and a stop. */
async function startStandIns() {
  const child = spawn(
    process.execPath,
    [join('node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', 'scripts/bench-stand-ins.ts'],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  const lines = createInterface({ input: child.stdout });
  const [line] = await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(([code]) => {
      throw new Error(`the stand-ins stopped before they served (exit ${code})`);
    }),
  ]);
  return {
    standIns: line,
    stop: async () => {
      child.stdin.end();
      if (child.exitCode === null) await once(child, 'exit');
    },
  };
}

export async function measureBackgroundJobs() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-background-'));
  // The stand-ins answer on loopback over plain http, which the product reaches only for hosts allowed this way.
  const env = { DATA_DIR: dataDir, DEMO_ACCOUNT: 'off', OUTBOUND_ALLOWED_HOSTS: '127.0.0.1' };
  const { standIns, stop } = await startStandIns();
  try {
    // On PostgreSQL the pages' part seeded the same database before: it is seeded again.
    jsonLines('scripts/seed-large.ts', process.env.DATABASE_URL ? ['--replace'] : [], env);
    const jobs = [];
    for (const { kind, title } of backgroundJobs) {
      const figures = jsonLines('scripts/bench-background-job.ts', [kind], { ...env, BENCH_STAND_INS: standIns }).at(-1);
      jobs.push({ ...figures, title });
    }
    return { database: process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite', jobs };
  } finally {
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
