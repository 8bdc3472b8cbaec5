import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A local server standing in for GitHub's REST API, answering recorded responses (tests/fixtures/github), so a
 * connection is tested through its configurable API URL and never reaches the internet. It knows one organization,
 * `acme-corp`, and one good token; `scopes` is what it lists in X-OAuth-Scopes (null: a fine-grained token, none).
 */
export type GithubStandIn = {
  url: string;
  /** The Authorization headers received, to prove the token went where it should. */
  authorizations: string[];
  close: () => Promise<void>;
  set: (options: Partial<StandInOptions>) => void;
};

type StandInOptions = { scopes: string | null; rateLimited: boolean };

export const GOOD_TOKEN = 'ghp_standInToken000000000000000000000000';
const organization = readFileSync(join(__dirname, '..', 'fixtures', 'github', 'org-acme.json'), 'utf8');

function answer(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(body);
}

export async function startGithubStandIn(): Promise<GithubStandIn> {
  const options: StandInOptions = { scopes: 'read:org, repo', rateLimited: false };
  const authorizations: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const authorization = request.headers.authorization ?? '';
    authorizations.push(authorization);
    if (options.rateLimited) {
      return answer(response, 403, '{"message":"API rate limit exceeded"}', {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '1798113600',
      });
    }
    if (!authorization.endsWith(` ${GOOD_TOKEN}`)) {
      return answer(response, 401, '{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}');
    }
    const scopes: Record<string, string> = options.scopes === null ? {} : { 'x-oauth-scopes': options.scopes };
    if (request.method === 'GET' && request.url === '/orgs/acme-corp') return answer(response, 200, organization, scopes);
    return answer(response, 404, '{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}', scopes);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    authorizations,
    set: (changes) => Object.assign(options, changes),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
