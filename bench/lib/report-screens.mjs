// The large organization's screens against their budgets: each one's first load, its client navigation, and the
// browser's click-to-content time through the navigation.
import { p99Text } from './load.mjs';

/** p99 budgets of a first load, in ms, by connections. */
export const firstLoadBudgets = { 10: 300, 50: 1000 };
/** A client navigation: at least half the floor's dynamic page rate, and p99 within 150 ms, at 10 connections. */
export const navigationBudget = { shareOfFloor: 0.5, p99Ms: 150 };
/** In the browser, click to content: median and worst of the clicks, in ms. */
export const clickBudget = { medianMs: 300, worstMs: 1000 };

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const yesNo = (met) => (met ? 'yes' : 'NO');

const firstLoadMet = (at) => at[10].p99Ms <= firstLoadBudgets[10] && at[50].p99Ms <= firstLoadBudgets[50];
const navigationMet = (at, floorRate) =>
  Boolean(floorRate) && at[10].requestsPerSecond >= navigationBudget.shareOfFloor * floorRate && at[10].p99Ms <= navigationBudget.p99Ms;

function loadRow(path, kind, bytes, at, floorRate, met) {
  return [
    path,
    kind,
    kib(bytes),
    at[10].requestsPerSecond,
    p99Text(at[10]),
    floorRate ? `${Math.round((at[10].requestsPerSecond / floorRate) * 100)} %` : '-',
    at[50].requestsPerSecond,
    p99Text(at[50]),
    at[10].errors + at[50].errors + at[10].non2xx + at[50].non2xx,
    yesNo(met),
  ];
}

/** Prints the screens' load table and the browser's click table with `table(title, header, rows)`. */
export function printLargeScreens(table, { database, sweepSeconds, backupSeconds, seconds = 10, pages, clicks = {} }, floorRate) {
  table(
    `Large organization on ${database}: every screen, after its first scheduled letters (${sweepSeconds} s)` +
      `${backupSeconds === null ? '' : ` and the day's backup (${backupSeconds} s)`} were written; ` +
      `autocannon ${seconds} s a row; first load = the HTML, navigation = the RSC payload of a click from the dashboard; ` +
      `budget of a first load: p99 ≤ ${firstLoadBudgets[10]} ms at 10 and ≤ ${firstLoadBudgets[50]} ms at 50 connections; ` +
      `of a navigation: ≥ ${navigationBudget.shareOfFloor * 100} % of the floor's rate and p99 ≤ ${navigationBudget.p99Ms} ms at 10 (floor ${floorRate ?? '?'} req/s)`,
    ['screen', 'request', 'size', 'req/s @10', 'p99 ms @10', 'of floor', 'req/s @50', 'p99 ms @50', 'errors', 'budget met'],
    Object.entries(pages).flatMap(([path, page]) => [
      loadRow(path, 'first load', page.htmlBytes, page.firstLoad, floorRate, firstLoadMet(page.firstLoad)),
      loadRow('', 'navigation', page.rscBytes, page.navigation, floorRate, navigationMet(page.navigation, floorRate)),
    ]),
  );
  const runs = Object.values(clicks)[0]?.runs ?? 0;
  table(
    `Large organization on ${database}: click in the navigation to the next screen's heading, Chromium, ${runs} clicks each; ` +
      `budget: median ≤ ${clickBudget.medianMs} ms, worst ≤ ${clickBudget.worstMs} ms`,
    ['screen', 'median ms', 'worst ms', 'budget met'],
    Object.entries(clicks).map(([path, time]) => [
      path,
      time.medianMs,
      time.worstMs,
      yesNo(time.medianMs <= clickBudget.medianMs && time.worstMs <= clickBudget.worstMs),
    ]),
  );
}
