// Prints the figures as plain tables and checks the deterministic budgets (docs/performance.md).
import { printBackgroundJobs } from './background-report.mjs';
import { p99Text } from './load.mjs';
import { printLargeScreens } from './report-screens.mjs';
import { printScreensDuringJobs } from './report-screens-during-jobs.mjs';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function table(title, header, rows) {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => String(row[column]).length)));
  const line = (cells) => cells.map((cell, column) => String(cell).padEnd(widths[column])).join('  ');
  console.log(`\n${title}\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`);
  for (const row of rows) console.log(line(row));
}

export function printReport(results) {
  const { lighthouse, axe, js, load, start, large, background, duringJobs } = results;
  if (lighthouse) {
    // Without the Performance category (--check) its four columns show '-'.
    const shown = (value) => value ?? '-';
    table(
      'Lighthouse (mobile, median)',
      ['page', 'perf', 'a11y', 'best', 'seo', 'LCP ms', 'TBT ms', 'CLS', 'failing audits'],
      Object.entries(lighthouse).map(([url, f]) => [
        new URL(url).pathname,
        shown(f.performance),
        f.accessibility,
        f.bestPractices,
        f.seo,
        shown(f.lcpMs),
        shown(f.tbtMs),
        shown(f.cls),
        f.failing.join(' ') || '-',
      ]),
    );
  }
  if (axe) {
    table(
      'axe-core (WCAG 2.2 AA)',
      ['route', 'violations'],
      Object.entries(axe).map(([path, rules]) => [
        path,
        Object.entries(rules)
          .map(([id, n]) => `${id}×${n}`)
          .join(' ') || '0',
      ]),
    );
  }
  if (js) {
    table(
      'First-load JavaScript (gzip)',
      ['page', 'size', 'scripts', 'over floor'],
      [
        ['floor: bare Next.js page', kib(js.floor.gzipBytes), js.floor.scripts, '-'],
        ...Object.entries(js.pages).map(([path, f]) => [path, kib(f.gzipBytes), f.scripts, kib(f.gzipBytes - js.floor.gzipBytes)]),
      ],
    );
  }
  if (load) {
    table(
      'Throughput (autocannon, 50 connections, 10 s; the median run)',
      ['target', 'req/s', 'range', 'p99 ms', 'KiB', 'non-2xx', 'errors', 'ratio'],
      Object.entries(load).map(([name, f]) => [
        name,
        f.requestsPerSecond,
        f.range.join('–'),
        p99Text(f),
        (f.bytesPerRequest / 1024).toFixed(1),
        f.non2xx,
        f.errors,
        f.ratio ? `${Math.round(f.ratio.value * 100)} % of ${f.ratio.of}` : '-',
      ]),
    );
  }
  const timings = timingBudgets(results);
  if (timings.length) table('Timing budgets (docs/performance.md; printed, never enforced)', ['budget', 'measured', 'met'], timings);
  if (start) {
    table(
      'Standalone server',
      ['figure', 'value'],
      [
        ['start to first 200', `${Math.round(start.startMs)} ms`],
        ['memory after load (RSS)', `${(start.rssBytes / 2 ** 20).toFixed(0)} MiB`],
      ],
    );
  }
  if (large) printLargeOrganization(large, load?.['floor: bare dynamic page + proxy']?.requestsPerSecond);
  if (background) printBackgroundJobs(background, table);
  if (duringJobs) printScreensDuringJobs(duringJobs, table);
}

/** Budgets on timings, which vary from run to run: [budget, figure, met] rows for the report only. */
function timingBudgets({ lighthouse = {}, load }) {
  const rows = [];
  const publicScores = Object.entries(lighthouse)
    .filter(([url, f]) => !url.includes('/manage') && f.performance !== undefined)
    .map(([, f]) => f.performance);
  if (publicScores.length)
    rows.push(['Lighthouse Performance ≥ 95 on public pages', `lowest ${Math.min(...publicScores)}`, Math.min(...publicScores) >= 95]);
  if (load?.['static page /']) {
    const percent = (f) => Math.round(f.ratio.value * 100);
    const home = load['static page /'];
    rows.push([
      'static page / ≥ 75 % of the bare static page',
      `${percent(home)} % (${home.requestsPerSecond} req/s)`,
      percent(home) >= 75,
    ]);
    const weighted = load['floor: bare static page of a real weight'];
    if (weighted) {
      const share = Math.round((home.requestsPerSecond / weighted.requestsPerSecond) * 100);
      rows.push(['static page /, against a bare page of its weight', `${share} %`, null]);
    }
    const redirect = load['proxy redirect /manage (no cookie)'];
    rows.push(['proxy redirect ≥ 85 % of the static page', `${percent(redirect)} %`, percent(redirect) >= 85]);
    const signedIn = load['signed-in /manage'];
    rows.push(['signed-in /manage ≥ 75 % of the bare dynamic page', `${percent(signedIn)} %`, percent(signedIn) >= 75]);
  }
  // A row whose `met` is null explains another and has no budget of its own.
  return rows.map(([budget, figure, met]) => [budget, figure, met === null ? '-' : met ? 'yes' : 'NO']);
}

/** The deterministic budgets: returns one message per breach. */
export function checkBudgets(results, { indexedUrls }) {
  const breaches = [];
  for (const [path, rules] of Object.entries(results.axe ?? {})) {
    for (const [id, count] of Object.entries(rules)) breaches.push(`axe: ${path} has ${count} × ${id}`);
  }
  for (const [url, f] of Object.entries(results.lighthouse ?? {})) {
    if (!url.includes('/manage') && f.accessibility < 100) breaches.push(`Lighthouse accessibility ${f.accessibility} on ${url}`);
    if (!url.includes('/manage') && f.bestPractices < 100) breaches.push(`Lighthouse best practices ${f.bestPractices} on ${url}`);
    // SEO 100 is the budget for indexed pages; sign-in pages are noindex on purpose.
    if (indexedUrls.includes(url) && f.seo < 100) breaches.push(`Lighthouse SEO ${f.seo} on ${url}`);
  }
  const floor = results.js?.floor.gzipBytes ?? 0;
  for (const [path, f] of Object.entries(results.js?.pages ?? {})) {
    if (f.gzipBytes - floor > 25 * 1024)
      breaches.push(`JavaScript on ${path} is ${kib(f.gzipBytes - floor)} over the floor (budget 25 KiB)`);
  }
  return breaches;
}

/** The large organization's figures: what its pages read, then its screens (report-screens.mjs). */
function printLargeOrganization(large, floorRate) {
  const { seedMs, queries } = large;
  table(
    `Large organization: what each page reads (seeded in ${(seedMs / 1000).toFixed(1)} s)`,
    ['page', 'statements', 'read ms', 'EXPLAIN ANALYZE ms', 'sequential scans of record tables', 'slowest statement'],
    queries.map((q) => [
      q.path,
      q.statements,
      q.readMs,
      q.executionMs,
      q.sequentialScans.join(' ') || '-',
      `${q.slowest.ms} ms ${q.slowest.query.slice(0, 60)}`,
    ]),
  );
  printLargeScreens(table, large, floorRate);
}
