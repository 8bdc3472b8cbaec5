// The large organization of docs/performance.md (npm run seed:large), seeded into a throw-away data folder: the query plans
// of what the dashboard and each list page read, the report jobs (a PDF audit report over every framework and a
// SOC 2 auditor package, each in a process of its own so its peak memory is its own), then, once the server's first
// look for scheduled letters ended, the signed-in pages' throughput at 10 and 50 connections. Printed, never enforced.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureLoad } from './load.mjs';
import { jsonLines } from './project-script.mjs';
import { startServer } from './server.mjs';
import { signIn } from './sign-in.mjs';

export const largeAccount = { email: 'large-org@example.com', password: 'large-organization' };
export const largeOrganizationPages = [
  '/manage',
  '/manage/frameworks',
  '/manage/evidence',
  '/manage/policies',
  '/manage/audits',
  '/manage/reports',
  '/manage/ccpa-issues',
];

/** Each page's rate and p99 at 10 and 50 connections, measured in turn (10 s each, after a short warm-up). */
async function measurePages(origin, cookie) {
  const pages = {};
  for (const path of largeOrganizationPages) {
    const url = origin + path;
    await measureLoad(url, { seconds: 3, connections: 10, headers: { cookie } });
    pages[path] = {
      10: await measureLoad(url, { connections: 10, headers: { cookie } }),
      50: await measureLoad(url, { connections: 50, headers: { cookie } }),
    };
  }
  return pages;
}

/**
 * Waits for the server's first look for scheduled letters, which writes the new organization's first task letters
 * (every member's list, 3,000 tasks each) and answers how long it took: the pages are measured as they are served
 * the rest of the hour.
 */
async function firstLetterSweep(server, timeoutMs = 10 * 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const done = /Scheduled letters: \d+ queued in ([\d.]+) s\./.exec(server.output());
    if (done) return Number(done[1]);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the first look for scheduled letters did not end within ${timeoutMs / 1000} s`);
}

export async function measureLargeOrganization() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-large-'));
  const env = { DATA_DIR: dataDir, DEMO_ACCOUNT: 'off' };
  try {
    const seeding = performance.now();
    jsonLines('scripts/seed-large.ts', [], env);
    const seedMs = Math.round(performance.now() - seeding);
    // The plans are read on the embedded database; with DATABASE_URL, PostgreSQL's own tools show them.
    const queries = process.env.DATABASE_URL ? [] : jsonLines('scripts/bench-list-queries.ts', [], env);
    const jobs = ['pdf', 'package'].map((kind) => jsonLines('scripts/bench-report-job.ts', [kind], env).at(-1));
    const server = await startServer({ env });
    try {
      const sweepSeconds = await firstLetterSweep(server);
      const { header } = await signIn(server.origin, largeAccount);
      const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
      return { database, seedMs, queries, jobs, sweepSeconds, pages: await measurePages(server.origin, header) };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
