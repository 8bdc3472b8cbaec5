// npm run bench [-- --check] [-- --runs=N] [-- --build] [-- --large [--screens=a,b] [--seconds=N] [--clicks=N]] [-- --together [--seconds=N]]
// Measures the production build: Lighthouse, axe-core, first-load JavaScript against a bare Next.js page (on the
// public pages, a published trust page among them),
// throughput, start-up, and the large organization's pages, query plans and report jobs. --runs=N (3 by default) sets Lighthouse's runs per page and the throughput rounds, each
// reported as the median. Prints tables and writes bench/results.json. With --check, only the deterministic part
// runs (axe, Lighthouse accessibility/best practices/SEO, JavaScript size) and a breached budget exits 1. With
// --large, only the large organization and the floor's dynamic page it is compared with. With --together, only the
// large organization's screens while its background work runs in the server.
import { writeFileSync } from 'node:fs';
import { openBrowser, measureAxe, measureFirstLoadJs } from './lib/browser.mjs';
import { startFloor } from './lib/floor.mjs';
import { measureLighthouse } from './lib/lighthouse.mjs';
import { measureLoad, measureTargets } from './lib/load.mjs';
import { measureBackgroundJobs } from './lib/background-jobs.mjs';
import { measureLargeOrganization } from './lib/large-organization.mjs';
import { measureScreensDuringJobs } from './lib/screens-during-jobs.mjs';
import { checkBudgets, printReport } from './lib/report.mjs';
import { errorPages, publicRoutes, signedInRoutes } from './lib/routes.mjs';
import { buildIfNeeded, residentBytes, startServer } from './lib/server.mjs';
import { signIn } from './lib/sign-in.mjs';
import { publishedTrustPage } from './lib/trust-page.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.split('=')[1] ?? (check ? 1 : 3));
const largeOnly = args.includes('--large');
const togetherOnly = args.includes('--together');
const option = (name) => args.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1];
// The large organization's screens: --screens=people,risks keeps those whose path has one of the words; --seconds=N
// sets each load test's length (10 by default); --clicks=N the browser's clicks per screen (20 by default).
const largeOptions = {
  only: option('screens')?.split(',').filter(Boolean) ?? [],
  seconds: Number(option('seconds') ?? 10),
  rounds: Number(option('clicks') ?? 20),
};

function measureThroughput(server, floor, cookie) {
  const signedIn = { cookie: cookie.header };
  return measureTargets(
    {
      'static page /': { url: `${server.origin}/`, reference: 'floor: bare static page' },
      'GET /api/health': { url: `${server.origin}/api/health` },
      'proxy redirect /manage (no cookie)': { url: `${server.origin}/manage`, reference: 'static page /' },
      'signed-in /manage': { url: `${server.origin}/manage`, headers: signedIn, reference: 'floor: bare dynamic page + proxy' },
      'floor: bare static page': { url: `${floor.server.origin}/` },
      // The bare page is a heading; this one weighs about what the home page does, so that the two rates tell apart
      // what the product's server does on each request from what the page's size costs.
      'floor: bare static page of a real weight': { url: `${floor.server.origin}/weighted` },
      'floor: bare dynamic page + proxy': { url: `${floor.server.origin}/dynamic`, headers: { cookie: floor.cookieHeader } },
    },
    { rounds: runs },
  );
}

async function measureStart() {
  const standalone = await startServer({ standalone: true });
  try {
    await measureLoad(`${standalone.origin}/`, { seconds: 5 });
    return { startMs: standalone.startMs, rssBytes: residentBytes(standalone.pid) };
  } finally {
    await standalone.stop();
  }
}

/** The large organization's figures, and the floor's dynamic page whose rate their budget is a share of. */
async function measureLargeOnly() {
  const floor = await startFloor();
  try {
    const target = { url: `${floor.server.origin}/dynamic`, headers: { cookie: floor.cookieHeader } };
    return { load: await measureTargets({ 'floor: bare dynamic page + proxy': target }, { rounds: runs }) };
  } finally {
    await floor.server.stop();
  }
}

async function main() {
  buildIfNeeded(args.includes('--build'));
  if (largeOnly || togetherOnly) {
    const results = togetherOnly
      ? { measuredAt: new Date().toISOString(), duringJobs: await measureScreensDuringJobs(largeOptions) }
      : {
          measuredAt: new Date().toISOString(),
          runs,
          ...(await measureLargeOnly()),
          large: await measureLargeOrganization(largeOptions),
          background: await measureBackgroundJobs(),
          duringJobs: await measureScreensDuringJobs(largeOptions),
        };
    printReport(results);
    writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
    return;
  }
  // The demo organization's published trust page is a public page like the others, held to the same budgets.
  const trustPage = publishedTrustPage();
  const server = await startServer({ env: trustPage.env });
  const floor = await startFloor();
  const browser = await openBrowser();
  const results = { measuredAt: new Date().toISOString(), runs };
  let indexedUrls = [];
  try {
    const cookie = await signIn(server.origin);
    const { indexed, unindexed } = await publicRoutes(server.origin);
    indexed.push(trustPage.path);
    indexedUrls = indexed.map((path) => server.origin + path);
    const publicUrls = [...indexed, ...unindexed].map((path) => server.origin + path);
    const signedInUrls = ['/manage', '/manage/frameworks'].map((path) => server.origin + path);

    const lighthouse = async () => {
      // --check keeps Lighthouse's deterministic scores only, which allows several pages at once.
      const options = check ? { runs, timings: false, browsers: 3 } : { runs };
      results.lighthouse = {
        ...(await measureLighthouse(publicUrls, options)),
        ...(await measureLighthouse(signedInUrls, { ...options, cookie: cookie.header })),
      };
    };
    const axeAndScripts = async () => {
      results.axe = {
        ...(await measureAxe(browser, server.origin, [...indexed, ...unindexed, ...errorPages], null, { everyRule: true })),
        ...(await measureAxe(browser, server.origin, signedInRoutes, cookie)),
      };
      results.js = { floor: await measureFirstLoadJs(browser, `${floor.server.origin}/`), pages: {} };
      for (const path of [...indexed, ...unindexed]) results.js.pages[path] = await measureFirstLoadJs(browser, server.origin + path);
    };
    // Timings are measured on a quiet machine; without them (--check) the browsers' work overlaps.
    if (check) await Promise.all([lighthouse(), axeAndScripts()]);
    else {
      await lighthouse();
      await axeAndScripts();
    }
    if (!check) results.load = await measureThroughput(server, floor, cookie);
  } finally {
    await browser.close();
    await floor.server.stop();
    await server.stop();
    trustPage.remove();
  }
  if (!check) {
    results.start = await measureStart();
    results.large = await measureLargeOrganization(largeOptions);
    results.background = await measureBackgroundJobs();
    results.duringJobs = await measureScreensDuringJobs(largeOptions);
  }

  printReport(results);
  writeFileSync(new URL('./results.json', import.meta.url), `${JSON.stringify(results, null, 2)}\n`);
  const breaches = checkBudgets(results, { indexedUrls });
  console.log(breaches.length ? `\nBudgets breached:\n- ${breaches.join('\n- ')}` : '\nEvery deterministic budget is met.');
  if (check && breaches.length) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
