// The request Next.js's App Router makes for a client navigation: the screen's RSC payload (no HTML), asked with
// `RSC: 1`, the router state tree of the screen navigated from (so the server renders only the segments that
// differ) and the `_rsc` query the router derives from those headers. The server answers a wrong `_rsc` with a 307,
// so the query is computed with Next.js's own function, and the headers are those a real browser sent
// (navigation-timing.mjs records them).
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { computeCacheBustingSearchParam } = require('next/dist/shared/lib/router/utils/cache-busting-search-param.js');

/** The router headers worth replaying, from a recorded navigation request (lower-cased names). */
export function routerHeaders(recorded) {
  const kept = {};
  for (const name of ['rsc', 'next-router-state-tree', 'next-url', 'next-router-prefetch', 'next-router-segment-prefetch']) {
    if (recorded[name] !== undefined) kept[name] = recorded[name];
  }
  return kept;
}

/** The URL and headers of a navigation to `path` with the recorded router headers (cookie added by the caller). */
export async function navigationRequest(origin, path, headers) {
  const hash = await computeCacheBustingSearchParam(
    headers['next-router-prefetch'],
    headers['next-router-segment-prefetch'],
    headers['next-router-state-tree'],
    headers['next-url'],
  );
  const url = new URL(path, origin);
  // Appended as the router does, without re-encoding the query already there.
  url.search = `${url.search ? `${url.search}&` : '?'}_rsc=${hash}`;
  return { url: url.toString(), headers };
}

/** Fails loudly when the replayed request is not what a navigation gets: a 200 RSC payload. */
export async function checkNavigationRequest({ url, headers }, cookie) {
  const response = await fetch(url, { headers: { ...headers, cookie }, redirect: 'manual' });
  const type = response.headers.get('content-type') ?? '';
  const body = await response.arrayBuffer();
  if (response.status !== 200 || !type.includes('text/x-component'))
    throw new Error(`the navigation request ${url} answered ${response.status} ${type}, not an RSC payload`);
  return body.byteLength;
}
