// Throughput with autocannon on loopback: bounded in time (or by the work it runs beside), 50 connections.
import autocannon from 'autocannon';

/** Longer than any load test runs: one given `until` is stopped by it. */
const UNTIL_STOPPED_SECONDS = 24 * 60 * 60;

/** A p99 as printed: one of a run that got no answer is a lower bound. */
export const p99Text = ({ p99Ms, unanswered }) => (unanswered ? `> ${p99Ms} (none answered)` : p99Ms);

/**
 * Requests per second (mean), p99 latency and the size of an answer for one URL. With `until` (a promise), the load
 * runs until it has settled or for `seconds`, whichever is longer.
 */
export async function measureLoad(url, { seconds = 10, connections = 50, headers = {}, until } = {}) {
  const run = autocannon({ url, connections, duration: until ? UNTIL_STOPPED_SECONDS : seconds, headers });
  if (until) {
    await Promise.allSettled([until, new Promise((resolve) => setTimeout(resolve, seconds * 1000))]);
    run.stop();
  }
  const result = await run;
  // A run that got no answer at all has no latency to read: every request waited longer than the run itself.
  const unanswered = result.requests.total === 0;
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: unanswered ? Math.round(result.duration * 1000) : result.latency.p99,
    unanswered,
    bytesPerRequest: Math.round(result.throughput.average / Math.max(result.requests.average, 1)),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/**
 * Each target warmed up, then measured `rounds` times in turn (so a slow spell of a shared machine falls on every
 * target alike); keeps the run with the median rate. `reference` names the target its `ratio` is taken against.
 */
export async function measureTargets(targets, { rounds = 3 } = {}) {
  for (const { url, headers } of Object.values(targets)) await measureLoad(url, { seconds: 3, headers });
  const runs = Object.fromEntries(Object.keys(targets).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, { url, headers }] of Object.entries(targets)) runs[name].push(await measureLoad(url, { headers }));
  }
  const results = {};
  for (const [name, list] of Object.entries(runs)) {
    const sorted = [...list].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond);
    results[name] = { ...sorted[Math.floor(sorted.length / 2)], range: [sorted[0].requestsPerSecond, sorted.at(-1).requestsPerSecond] };
  }
  for (const [name, { reference }] of Object.entries(targets)) {
    if (reference) results[name].ratio = { of: reference, value: results[name].requestsPerSecond / results[reference].requestsPerSecond };
  }
  return results;
}
