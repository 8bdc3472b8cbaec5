// The large organization's screens: each one's first load and client navigation against the first-load budgets
// (p99 ≤ 300 ms at 10 connections, ≤ 1 s at 50), and the browser's click-to-content times through the navigation.

/** p99 budgets of a first load, in ms, by connections. */
export const firstLoadBudgets = { 10: 300, 50: 1000 };

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

function loadRow(path, kind, bytes, at, floorRate, budgeted) {
  const met = budgeted ? (at[10].p99Ms <= firstLoadBudgets[10] && at[50].p99Ms <= firstLoadBudgets[50] ? 'yes' : 'NO') : '-';
  return [
    path,
    kind,
    kib(bytes),
    at[10].requestsPerSecond,
    at[10].p99Ms,
    floorRate ? `${Math.round((at[10].requestsPerSecond / floorRate) * 100)} %` : '-',
    at[50].requestsPerSecond,
    at[50].p99Ms,
    at[10].errors + at[50].errors + at[10].non2xx + at[50].non2xx,
    met,
  ];
}

/** Prints the screens' load table and the browser's click table with `table(title, header, rows)`. */
export function printLargeScreens(table, { database, sweepSeconds, seconds = 10, pages, clicks = {} }, floorRate) {
  table(
    `Large organization on ${database}: every screen, after its first scheduled letters were written (${sweepSeconds} s); ` +
      `autocannon ${seconds} s a row; first load = the HTML, navigation = the RSC payload of a click from the dashboard; ` +
      `budget of a first load: p99 ≤ ${firstLoadBudgets[10]} ms at 10 and ≤ ${firstLoadBudgets[50]} ms at 50 connections (floor ${floorRate ?? '?'} req/s)`,
    ['screen', 'request', 'size', 'req/s @10', 'p99 ms @10', 'of floor', 'req/s @50', 'p99 ms @50', 'errors', 'budget met'],
    Object.entries(pages).flatMap(([path, page]) => [
      loadRow(path, 'first load', page.htmlBytes, page.firstLoad, floorRate, true),
      loadRow('', 'navigation', page.rscBytes, page.navigation, floorRate, false),
    ]),
  );
  const runs = Object.values(clicks)[0]?.runs ?? 0;
  table(
    `Large organization on ${database}: click in the navigation to the next screen's heading, Chromium, ${runs} clicks each`,
    ['screen', 'median ms', 'worst ms'],
    Object.entries(clicks).map(([path, time]) => [path, time.medianMs, time.worstMs]),
  );
}
