import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A local server standing in for GitHub's REST API, answering recorded responses (tests/fixtures/github), so a
 * connection is tested through its configurable API URL and never reaches the internet. It knows one organization,
 * `acme-corp`, and one good token; `scopes` is what it lists in X-OAuth-Scopes (null: a fine-grained token, none).
 * Its repositories come in two pages (followed through the Link header): `api` has a reviewed default branch, `web`
 * and `infra` none, `old-site` is archived; `web` has a critical Dependabot alert open since September 2026 and an
 * open code scanning alert, `api` a Dependabot alert fixed in August (the second page of alerts), `infra` a
 * secret scanning alert resolved in July. The alert lists answer the `state` and `severity` filters asked. Its
 * members are octocat (an owner), hubot and monalisa; `/orgs/acme-corp/members:admin` is the answer to role=admin.
 * `answers` replaces the answer of a path (a fixture changed, an endpoint refused, a web page with its `type`, a
 * redirect with its `location`); a replaced list is paged as GitHub pages it (per_page, page, the Link header). `endlessPages` links every page of repositories to one more, as a hostile server
 * could.
 */
export type GithubStandIn = {
  /** The paths asked, in order (with their query). */
  paths: string[];
  url: string;
  /** The Authorization headers received, to prove the token went where it should. */
  authorizations: string[];
  close: () => Promise<void>;
  set: (options: Partial<StandInOptions>) => void;
};

type Answer = { status: number; body: unknown; type?: string; location?: string };
type StandInOptions = { scopes: string | null; rateLimited: boolean; endlessPages: boolean; answers: Record<string, Answer> };

export const GOOD_TOKEN = 'ghp_standInToken000000000000000000000000';
const fixture = (name: string): unknown => JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'github', `${name}.json`), 'utf8'));
const notProtected = { message: 'Branch not protected', documentation_url: 'https://docs.github.com/rest', status: '404' };

/** The recorded answers by path (the query is not part of it). */
function recorded(): Record<string, Answer> {
  return {
    '/orgs/acme-corp': { status: 200, body: fixture('org-acme') },
    '/orgs/acme-corp/repos': { status: 200, body: fixture('repos-page-1') },
    '/orgs/acme-corp/repos/page-2': { status: 200, body: fixture('repos-page-2') },
    '/repos/acme-corp/api/branches/main/protection': { status: 200, body: fixture('protection-reviewed') },
    '/repos/acme-corp/web/branches/main/protection': { status: 404, body: notProtected },
    '/repos/acme-corp/infra/branches/trunk/protection': { status: 404, body: notProtected },
    '/orgs/acme-corp/dependabot/alerts': { status: 200, body: fixture('dependabot-alerts') },
    '/orgs/acme-corp/dependabot/alerts/page-2': { status: 200, body: fixture('dependabot-alerts-page-2') },
    '/orgs/acme-corp/code-scanning/alerts': { status: 200, body: fixture('code-scanning-alerts') },
    '/orgs/acme-corp/secret-scanning/alerts': { status: 200, body: fixture('secret-scanning-alerts') },
    '/orgs/acme-corp/members': { status: 200, body: fixture('members') },
    '/orgs/acme-corp/members:admin': { status: 200, body: fixture('members-admin') },
  };
}

const ALERT_LISTS = ['/orgs/acme-corp/dependabot/alerts', '/orgs/acme-corp/code-scanning/alerts', '/orgs/acme-corp/secret-scanning/alerts'];

/** The alerts GitHub would list for the query: only those of the `state` and `severity` asked (comma lists). */
function filteredAlerts(body: unknown, query: URLSearchParams): unknown {
  if (!Array.isArray(body)) return body;
  const states = query.get('state')?.split(',');
  const severities = query.get('severity')?.split(',');
  return body.filter((alert: { state?: string; security_advisory?: { severity?: string } }) => {
    if (states && !states.includes(alert.state ?? '')) return false;
    return !severities || severities.includes(alert.security_advisory?.severity ?? '');
  });
}

function answer(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(body);
}

export async function startGithubStandIn(): Promise<GithubStandIn> {
  const options: StandInOptions = { scopes: 'read:org, repo', rateLimited: false, endlessPages: false, answers: {} };
  const authorizations: string[] = [];
  const paths: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const authorization = request.headers.authorization ?? '';
    authorizations.push(authorization);
    paths.push(request.url ?? '');
    if (options.rateLimited) {
      return answer(response, 403, '{"message":"API rate limit exceeded"}', {
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': '1798113600',
      });
    }
    if (!authorization.endsWith(` ${GOOD_TOKEN}`)) {
      return answer(response, 401, '{"message":"Bad credentials","documentation_url":"https://docs.github.com/rest","status":"401"}');
    }
    const headers: Record<string, string> = options.scopes === null ? {} : { 'x-oauth-scopes': options.scopes };
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const paged = ['/orgs/acme-corp/repos', '/orgs/acme-corp/dependabot/alerts'];
    const path =
      paged.includes(url.pathname) && url.searchParams.get('page') === '2'
        ? `${url.pathname}/page-2`
        : url.pathname === '/orgs/acme-corp/members' && url.searchParams.get('role') === 'admin'
          ? `${url.pathname}:admin`
          : url.pathname;
    // The recorded first page links to the second; a replaced first page stands alone.
    if (url.pathname === '/orgs/acme-corp/repos' && path === url.pathname && !options.answers[path]) {
      headers.link = `<http://${request.headers.host}/orgs/acme-corp/repos?per_page=100&type=all&page=2>; rel="next"`;
    }
    // The first page of Dependabot alerts links to the second, keeping the query's filters, as GitHub does.
    if (url.pathname === '/orgs/acme-corp/dependabot/alerts' && path === url.pathname && !options.answers[path]) {
      const next = new URLSearchParams(url.searchParams);
      next.set('page', '2');
      headers.link = `<http://${request.headers.host}${url.pathname}?${next.toString()}>; rel="next"`;
    }
    if (options.endlessPages && url.pathname === '/orgs/acme-corp/repos') {
      const page = Number(url.searchParams.get('page') ?? '1');
      headers.link = `<http://${request.headers.host}/orgs/acme-corp/repos?per_page=100&type=all&page=${page + 1}>; rel="next"`;
      return answer(response, 200, '[]', headers);
    }
    // A replaced list comes as GitHub pages it: per_page items (30 unless asked, 100 at most), the next and last
    // pages linked in the Link header with the query kept.
    const replaced = options.answers[path.replace(/\/page-2$/, '')];
    if (request.method === 'GET' && replaced?.status === 200 && Array.isArray(replaced.body)) {
      const list = ALERT_LISTS.includes(url.pathname) ? (filteredAlerts(replaced.body, url.searchParams) as unknown[]) : replaced.body;
      const perPage = Math.min(Number(url.searchParams.get('per_page') ?? 30) || 30, 100);
      const page = Math.max(Number(url.searchParams.get('page') ?? 1) || 1, 1);
      const last = Math.max(Math.ceil(list.length / perPage), 1);
      const linkTo = (number: number) => {
        const query = new URLSearchParams(url.searchParams);
        query.set('page', String(number));
        return `<http://${request.headers.host}${url.pathname}?${query.toString()}>`;
      };
      if (page < last) headers.link = `${linkTo(page + 1)}; rel="next", ${linkTo(last)}; rel="last"`;
      return answer(response, 200, JSON.stringify(list.slice((page - 1) * perPage, page * perPage)), headers);
    }
    const found = request.method === 'GET' ? (options.answers[path] ?? recorded()[path]) : undefined;
    if (!found)
      return answer(response, 404, '{"message":"Not Found","documentation_url":"https://docs.github.com/rest","status":"404"}', headers);
    if (found.location) headers.location = found.location;
    if (found.type) {
      response.writeHead(found.status, { ...headers, 'content-type': found.type });
      return response.end(String(found.body));
    }
    const body = found.status === 200 && ALERT_LISTS.includes(url.pathname) ? filteredAlerts(found.body, url.searchParams) : found.body;
    return answer(response, found.status, JSON.stringify(body), headers);
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
