// The report jobs of the large organization (design §6): seeds it into a throw-away data folder, then makes a PDF
// audit report over every framework and a SOC 2 auditor package, each in a process of its own so its peak memory
// is its own. Printed, never enforced.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const tsx = (script, args, env) =>
  execFileSync(process.execPath, [join('node_modules', 'tsx', 'dist', 'cli.mjs'), '--conditions=react-server', script, ...args], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 2 ** 20,
  });

/** Time, file size and peak memory (RSS) of each job, with the seeding time. */
export function measureReportJobs() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-large-'));
  const env = { DATA_DIR: dataDir, DEMO_ACCOUNT: 'off' };
  try {
    const seeding = performance.now();
    tsx('scripts/seed-large.ts', [], env);
    const seedMs = performance.now() - seeding;
    const jobs = {};
    for (const kind of ['pdf', 'package']) {
      const lines = tsx('scripts/bench-report-job.ts', [kind], env).trim().split('\n');
      jobs[kind] = JSON.parse(lines.at(-1));
    }
    return { seedMs: Math.round(seedMs), jobs };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
