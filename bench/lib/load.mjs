// Throughput with autocannon on loopback: bounded in time, 50 connections.
import autocannon from 'autocannon';

/** Requests per second (mean) and p99 latency for one URL. */
export async function measureLoad(url, { seconds = 10, connections = 50, headers = {} } = {}) {
  const result = await autocannon({ url, connections, duration: seconds, headers });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}
