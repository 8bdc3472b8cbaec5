import { Octokit } from '@octokit/rest';

/** GitHub's public API; GitHub Enterprise Server answers at https://<host>/api/v3. */
export const GITHUB_API_URL = 'https://api.github.com';

/** How long one GitHub request may take before it is given up. */
const REQUEST_TIMEOUT_MS = 15_000;

const silent = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * An Octokit client for `baseUrl` with `token`. It logs nothing (a request's details must never reach the server
 * log with its token) and gives up on each request after 15 seconds.
 */
export function githubClient(baseUrl: string, token: string): Octokit {
  return new Octokit({
    auth: token,
    baseUrl: baseUrl.replace(/\/+$/, ''),
    userAgent: 'Complia compliance checks',
    log: silent,
    request: { fetch: (url: string | URL, init?: RequestInit) => fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) }) },
  });
}
