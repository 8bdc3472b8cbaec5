// The large organization of docs/performance.md (npm run seed:large), seeded into a throw-away data folder: the query plans
// of what the dashboard and each list page read, then, once the organization's first scheduled letters are written, the browser's click-to-content time through the navigation, and every screen's
// first load and client navigation at 10 and 50 connections (large-screens.mjs). Printed, never enforced.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { largeScreens, navigationScreens } from './large-screens.mjs';
import { measureLoad } from './load.mjs';
import { measureNavigation } from './navigation-timing.mjs';
import { jsonLines } from './project-script.mjs';
import { checkNavigationRequest, navigationRequest, routerHeaders } from './rsc-request.mjs';
import { startServer } from './server.mjs';
import { signIn } from './sign-in.mjs';

export const largeAccount = { email: 'large-org@example.com', password: 'large-organization' };

/** One load test of a request warmed up briefly: rate and p99 at 10 and 50 connections. */
async function atTenAndFifty(url, headers, seconds) {
  await measureLoad(url, { seconds: Math.min(3, seconds), connections: 10, headers });
  await settled(url, headers);
  const atTen = await measureLoad(url, { seconds, connections: 10, headers });
  await settled(url, headers);
  const atFifty = await measureLoad(url, { seconds, connections: 50, headers });
  await settled(url, headers);
  return { 10: atTen, 50: atFifty };
}

/**
 * Waits until the server has worked off what a load test left it: autocannon stops at the end of its time, but the
 * server still renders the requests it had taken (50 of a slow screen are half a minute of work), which the next
 * test would otherwise be measured behind. A request asked now is answered once they are done.
 */
async function settled(url, headers) {
  const response = await fetch(url, { headers, redirect: 'manual', signal: AbortSignal.timeout(300_000) });
  await response.arrayBuffer();
}

/**
 * Each screen's first load (the HTML a browser asks for) and client navigation (the RSC payload the router asks for
 * when the screen is opened from the dashboard), each with its size, at 10 and 50 connections, in turn.
 */
async function measurePages(origin, cookie, screens, navigationHeaders, seconds) {
  // Every request is checked before any is measured, so a screen that fails ends the run at once, not after an hour.
  const checked = [];
  for (const screen of screens) {
    const url = origin + screen.path;
    const firstLoad = await fetch(url, { headers: { cookie }, redirect: 'manual' });
    if (firstLoad.status !== 200) throw new Error(`${screen.path} answered ${firstLoad.status} on its first load`);
    const htmlBytes = (await firstLoad.arrayBuffer()).byteLength;
    const navigation = await navigationRequest(origin, screen.path, navigationHeaders);
    checked.push({ screen, url, navigation, htmlBytes, rscBytes: await checkNavigationRequest(navigation, cookie) });
  }
  const pages = {};
  for (const { screen, url, navigation, htmlBytes, rscBytes } of checked) {
    pages[screen.path] = {
      name: screen.name,
      htmlBytes,
      rscBytes,
      firstLoad: await atTenAndFifty(url, { cookie }, seconds),
      navigation: await atTenAndFifty(navigation.url, { ...navigation.headers, cookie }, seconds),
    };
  }
  return pages;
}

/**
 * Writes the new organization's first scheduled letters (every member's task list, and the acceptance reminders of
 * the people without a login) before the server starts, as the hourly sweep would: the sweep runs on the hour, not
 * at start, and the pages are measured as they are served the rest of the hour. Answers how long it took.
 */
export function firstLetterSweep(env) {
  const { ms } = jsonLines('scripts/bench-background-job.ts', ['letters'], env).at(-1);
  return Math.round(ms / 100) / 10;
}

/**
 * Writes the embedded database's first daily backup before the server starts: a server writes one 10 s after it opens
 * a folder without a backup of the day, in its own process, and the pages are measured as they are served the rest of
 * the day. Answers how long it took (none on PostgreSQL, which the product does not back up).
 */
export function firstBackup(env) {
  const { ms, notEmbedded } = jsonLines('scripts/bench-background-job.ts', ['backup'], env).at(-1);
  return notEmbedded ? null : Math.round(ms / 100) / 10;
}

/**
 * Seeds and reads the plans, then serves the organization: the browser's click-to-content times
 * first (on a server doing nothing else), then each screen's load. `only` keeps the screens whose path contains one
 * of its words; `seconds` is each load test's length.
 */
export async function measureLargeOrganization({ seconds = 10, only = [], rounds = 20 } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-large-'));
  const env = { DATA_DIR: dataDir, DEMO_ACCOUNT: 'off' };
  try {
    const seeding = performance.now();
    const { samples } = jsonLines('scripts/seed-large.ts', [], env).find((line) => line.samples) ?? { samples: {} };
    const seedMs = Math.round(performance.now() - seeding);
    // The plans are read on the embedded database; with DATABASE_URL, PostgreSQL's own tools show them.
    const queries = process.env.DATABASE_URL ? [] : jsonLines('scripts/bench-list-queries.ts', [], env);
    const sweepSeconds = firstLetterSweep(env);
    const backupSeconds = firstBackup(env);
    const server = await startServer({ env });
    try {
      const cookie = await signIn(server.origin, largeAccount);
      const kept = (screen) => only.length === 0 || only.some((word) => screen.path.includes(word));
      const clicked = navigationScreens.filter((screen) => screen.path === '/manage' || kept(screen));
      // The navigation requests replay the router's headers of a click from the dashboard to another screen: with
      // only detail screens kept, the first screen of the navigation is clicked for them.
      if (clicked.length === 1) clicked.unshift(navigationScreens.find((screen) => screen.path !== '/manage'));
      const { screens: clicks, navigationHeaders } = await measureNavigation(server.origin, cookie, clicked, { rounds });
      const screens = largeScreens(samples).filter(kept);
      const pages = await measurePages(server.origin, cookie.header, screens, routerHeaders(navigationHeaders), seconds);
      const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite';
      return { database, seedMs, queries, sweepSeconds, backupSeconds, seconds, clicks, pages };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
