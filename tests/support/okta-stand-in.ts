import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A local server standing in for Okta's management API, answering recorded responses (tests/fixtures/okta), so a
 * connection is tested through its org URL and never reaches the internet. It knows one org and one good token.
 * Active users come in two pages (followed through the Link header): alice (push and TOTP, signed in lately), bob
 * (an SMS factor never activated, last signed in June 2026) and carol (a security key, never signed in since March
 * 2026). Suspended: dave still a Super Administrator, erin with no role. `answers` replaces the answer of a key: a
 * path, or `users:ACTIVE`, `users:ACTIVE:2` and `users:SUSPENDED` for the user lists. `admin: false` answers 403 to
 * everything, as Okta does for a token whose administrator lost the role; `rateLimited` answers 429.
 */
export type OktaStandIn = {
  /** The paths asked, in order (with their query). */
  paths: string[];
  url: string;
  /** The Authorization headers received, to prove the token went where it should. */
  authorizations: string[];
  close: () => Promise<void>;
  set: (options: Partial<StandInOptions>) => void;
};

type Answer = { status: number; body: unknown };
type StandInOptions = { admin: boolean; rateLimited: boolean; answers: Record<string, Answer> };

export const GOOD_TOKEN = '00aStandInOktaToken0000000000000000000000x';
/** 2026-12-24T12:00:00Z, when the stand-in's rate limit resets. */
export const RATE_LIMIT_RESET = 1798113600;

const fixture = (name: string): unknown => JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'okta', `${name}.json`), 'utf8'));
const oktaError = (code: string, summary: string) => ({
  errorCode: code,
  errorSummary: summary,
  errorLink: code,
  errorId: 'oaeStandIn0000000000',
  errorCauses: [],
});
const users = {
  alice: '00u1aliceAcme000h7',
  bob: '00u2bobAcme0000h7',
  carol: '00u3carolAcme00h7',
  dave: '00u4daveAcme000h7',
  erin: '00u5erinAcme000h7',
};

/** The recorded answers by key. */
function recorded(): Record<string, Answer> {
  const answers: Record<string, Answer> = {
    '/api/v1/org': { status: 200, body: fixture('org') },
    'users:ACTIVE': { status: 200, body: fixture('users-active-page-1') },
    'users:ACTIVE:2': { status: 200, body: fixture('users-active-page-2') },
    'users:SUSPENDED': { status: 200, body: fixture('users-suspended') },
  };
  for (const name of ['alice', 'bob', 'carol'] as const)
    answers[`/api/v1/users/${users[name]}/factors`] = { status: 200, body: fixture(`factors-${name}`) };
  for (const name of ['dave', 'erin'] as const)
    answers[`/api/v1/users/${users[name]}/roles`] = { status: 200, body: fixture(`roles-${name}`) };
  return answers;
}

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, {
    'content-type': 'application/json',
    'x-rate-limit-limit': '600',
    'x-rate-limit-remaining': '599',
    'x-rate-limit-reset': String(RATE_LIMIT_RESET),
    ...headers,
  });
  response.end(JSON.stringify(body));
}

/** The key of a request: its path, or the user list its filter and `after` cursor ask for. */
function keyOf(url: URL): string {
  if (url.pathname !== '/api/v1/users') return url.pathname;
  const status = /^status eq "(\w+)"$/.exec(url.searchParams.get('filter') ?? '')?.[1] ?? 'ALL';
  return url.searchParams.get('after') ? `users:${status}:2` : `users:${status}`;
}

export async function startOktaStandIn(): Promise<OktaStandIn> {
  const options: StandInOptions = { admin: true, rateLimited: false, answers: {} };
  const authorizations: string[] = [];
  const paths: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const authorization = request.headers.authorization ?? '';
    authorizations.push(authorization);
    paths.push(request.url ?? '');
    if (options.rateLimited) {
      return answer(response, 429, oktaError('E0000047', 'API call exceeded rate limit due to too many requests.'), {
        'x-rate-limit-remaining': '0',
      });
    }
    if (authorization !== `SSWS ${GOOD_TOKEN}`) return answer(response, 401, oktaError('E0000011', 'Invalid token provided'));
    if (!options.admin) return answer(response, 403, oktaError('E0000006', 'You do not have permission to perform the requested action'));
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const key = keyOf(url);
    const headers: Record<string, string> = {};
    // The recorded first page of active users links to the second; a replaced first page stands alone.
    if (key === 'users:ACTIVE' && !options.answers[key]) {
      const next = new URL(`http://${request.headers.host}/api/v1/users`);
      next.search = new URLSearchParams({ after: users.bob, limit: '200', filter: 'status eq "ACTIVE"' }).toString();
      headers.link = `<http://${request.headers.host}${request.url}>; rel="self", <${next.href}>; rel="next"`;
    }
    const found = request.method === 'GET' ? (options.answers[key] ?? recorded()[key]) : undefined;
    if (!found) return answer(response, 404, oktaError('E0000007', `Not found: Resource not found: ${url.pathname} (Resource)`));
    return answer(response, found.status, found.body, headers);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    authorizations,
    paths,
    set: (changes) => Object.assign(options, changes),
    // Open keep-alive connections of the clients would hold the close back.
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
