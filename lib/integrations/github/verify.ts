import { githubClient } from './client';
import { githubFailure } from './failures';

export type GithubConnection = { baseUrl: string; organization: string; token: string };

/** The scopes a classic token needs: organization membership and settings, and repositories with their protection. */
const NEEDED_SCOPES = ['read:org', 'repo'] as const;
/** Scopes that include a needed one (admin:org holds read:org). */
const IMPLIED: Record<string, readonly string[]> = { 'read:org': ['read:org', 'write:org', 'admin:org'], repo: ['repo'] };

/**
 * Checks a GitHub connection before it is saved: the token opens the organization, and a classic token (GitHub
 * lists its scopes in `X-OAuth-Scopes`) holds read:org and repo; a fine-grained token lists none, and its
 * permissions show when the checks run. Answers the organization's login, or what is wrong in a sentence.
 */
export async function verifyGithub(connection: GithubConnection): Promise<{ ok: true; account: string } | { ok: false; message: string }> {
  try {
    const response = await githubClient(connection.baseUrl, connection.token).rest.orgs.get({ org: connection.organization });
    const header = response.headers['x-oauth-scopes'];
    if (typeof header === 'string') {
      const granted = header.split(',').map((scope) => scope.trim());
      const missing = NEEDED_SCOPES.filter((scope) => !IMPLIED[scope]!.some((holder) => granted.includes(holder)));
      if (missing.length > 0) {
        return { ok: false, message: `The token lacks ${missing.join(' and ')}. Check that it has read:org and repo.` };
      }
    }
    // An address that is not GitHub's API may answer 200 with something else: it names no organization.
    const login: unknown = (response.data as { login?: unknown } | null)?.login;
    if (typeof login !== 'string' || login === '') {
      return { ok: false, message: `The answer at ${connection.baseUrl} names no GitHub organization. Check the API URL.` };
    }
    return { ok: true, account: login };
  } catch (error) {
    return { ok: false, message: githubFailure(error, connection) };
  }
}
