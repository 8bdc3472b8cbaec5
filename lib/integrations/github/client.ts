import { Octokit } from '@octokit/rest';
import { outboundSession } from '@/lib/outbound';
import { patientFetch } from '../framework/rate-limit';

/** GitHub's public API; GitHub Enterprise Server answers at https://<host>/api/v3. */
export const GITHUB_API_URL = 'https://api.github.com';

const silent = { debug() {}, info() {}, warn() {}, error() {} };

/**
 * An Octokit client for `baseUrl` with `token`. It logs nothing (a request's details must never reach the server
 * log with its token) and sends through the outbound client: https to a public address (or one the operator
 * allows), no redirect or page elsewhere, pages, bytes and time bounded (15 seconds a request)
 * for the client's run; a rate limit that resets within half a minute is waited out.
 */
export function githubClient(baseUrl: string, token: string): Octokit {
  const trimmed = baseUrl.replace(/\/+$/, '');
  const session = outboundSession({ origin: trimmed });
  return new Octokit({
    auth: token,
    baseUrl: trimmed,
    userAgent: 'Complia compliance checks',
    log: silent,
    request: { fetch: patientFetch(session.fetch) },
  });
}
