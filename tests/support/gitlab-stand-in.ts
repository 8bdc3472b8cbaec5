import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { vulnerabilitiesOfProject } from './gitlab-vulnerabilities';

/**
 * A local server standing in for GitLab's REST v4, answering the documented shapes, so a connection is tested through
 * its GitLab URL and never reaches the internet. It knows the group acme/platform (ID 42) and the token GOOD_TOKEN.
 * The group does not require two-factor until `requireTwoFactor`. Members: olivia (owner), mike (maintainer), dan
 * (developer), rita (reporter) and bill (a blocked owner). Projects, `pageSize` a page: platform/api (main protected,
 * one approval), platform/web (main lets developers push and force push, no approval) and platform/empty (no branch).
 * Lists page by Link and X-Next-Page headers, or X-Next-Page alone with `paging: 'header'`. `refused` answers 403 to
 * the protected branches (a token without the role); `approvals: 'missing'` answers 404 to approval rules (a tier
 * without them); `rateLimit` answers 429 with Retry-After; `projects` replaces the projects (none, hundreds).
 * Vulnerability reports (`gitlab-vulnerabilities.ts`) are served with `vulnerabilities: 'report'` (GitLab Ultimate);
 * by default every project answers 404 (a plan without them), and `'refused'` answers 403 to platform/web's alone.
 * `vulnerabilitiesFixed` drops platform/api's critical CVE.
 */
export type GitlabStandIn = {
  url: string;
  paths: string[];
  tokens: string[];
  set: (options: Partial<GitlabOptions>) => void;
  close: () => Promise<void>;
};

type GitlabOptions = {
  pageSize: number;
  paging: 'link' | 'header';
  requireTwoFactor: boolean;
  refused: 'none' | 'branches';
  approvals: 'rules' | 'missing';
  rateLimit: 'none' | 'long' | 'once';
  projects: { id: number; path_with_namespace: string; default_branch: string | null; archived: boolean }[] | null;
  webFixed: boolean;
  vulnerabilities: 'missing' | 'report' | 'refused';
  vulnerabilitiesFixed: boolean;
};

export const GOOD_TOKEN = 'glpat-standInToken0123456789';
const GROUP = {
  id: 42,
  name: 'Platform',
  path: 'platform',
  full_path: 'acme/platform',
  web_url: 'https://gitlab.example/groups/acme/platform',
};

const member = (id: number, username: string, access_level: number, state = 'active') => ({
  id,
  username,
  name: username[0]!.toUpperCase() + username.slice(1),
  state,
  access_level,
  web_url: `https://gitlab.example/${username}`,
});
const members = [
  member(1, 'olivia', 50),
  member(2, 'mike', 40),
  member(3, 'dan', 30),
  member(4, 'rita', 20),
  member(5, 'bill', 50, 'blocked'),
];
const project = (id: number, name: string, default_branch: string | null) => ({
  id,
  name,
  path_with_namespace: `acme/platform/${name}`,
  default_branch,
  archived: false,
});
const defaultProjects = [
  project(101, 'api', 'main'),
  project(102, 'web', 'main'),
  project(103, 'empty', null),
  { ...project(104, 'old', 'main'), archived: true },
];

/** `count` projects of a large group, each protected with one approval. */
export const manyProjects = (count: number) =>
  Array.from({ length: count }, (_, index) => project(1000 + index, `service-${index}`, 'main'));

const level = (access_level: number, access_level_description: string) => ({
  id: access_level,
  access_level,
  access_level_description,
  user_id: null,
  group_id: null,
});

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(JSON.stringify(body));
}

export async function startGitlabStandIn(): Promise<GitlabStandIn> {
  const options: GitlabOptions = {
    pageSize: 2,
    paging: 'link',
    requireTwoFactor: false,
    refused: 'none',
    approvals: 'rules',
    rateLimit: 'none',
    projects: null,
    webFixed: false,
    vulnerabilities: 'missing',
    vulnerabilitiesFixed: false,
  };
  const paths: string[] = [];
  const tokens: string[] = [];
  let limitedOnce = false;
  let url = '';

  /** A page of `items` with GitLab's offset pagination headers. */
  const paged = (response: ServerResponse, at: URL, items: unknown[]) => {
    const perPage = Math.min(Number(at.searchParams.get('per_page') ?? 20), options.pageSize);
    const current = Number(at.searchParams.get('page') ?? 1);
    const more = current * perPage < items.length;
    const next = new URL(`${url}${at.pathname}${at.search}`);
    next.searchParams.set('page', String(current + 1));
    const headers: Record<string, string> = {
      'x-page': String(current),
      'x-per-page': String(perPage),
      'x-total': String(items.length),
      'x-next-page': more ? String(current + 1) : '',
    };
    if (options.paging === 'link' && more) headers.link = `<${next.toString()}>; rel="next"`;
    answer(response, 200, items.slice((current - 1) * perPage, current * perPage), headers);
  };

  const server: Server = createServer((request, response) => {
    paths.push(request.url ?? '');
    const at = new URL(request.url ?? '/', 'http://stand-in');
    if (!at.pathname.startsWith('/api/v4/')) return answer(response, 404, { message: '404 Not Found' });
    const token = String(request.headers['private-token'] ?? '');
    tokens.push(token);
    if (options.rateLimit === 'long' || (options.rateLimit === 'once' && !limitedOnce)) {
      limitedOnce = true;
      return answer(response, 429, { message: 'Retry later' }, { 'retry-after': options.rateLimit === 'long' ? '3600' : '0' });
    }
    if (token !== GOOD_TOKEN) return answer(response, 401, { message: '401 Unauthorized' });
    const path = at.pathname.slice('/api/v4'.length);
    const group = /^\/groups\/(42|acme%2Fplatform)(\/.*)?$/i.exec(path);
    if (group) {
      const rest = group[2] ?? '';
      if (rest === '')
        return answer(response, 200, {
          ...GROUP,
          require_two_factor_authentication: options.requireTwoFactor,
          two_factor_grace_period: 48,
        });
      if (rest === '/members/all') return paged(response, at, members);
      if (rest === '/projects') {
        const all = options.projects ?? defaultProjects;
        const listed = at.searchParams.get('archived') === 'false' ? all.filter((entry) => !entry.archived) : all;
        return paged(response, at, at.searchParams.get('include_subgroups') === 'true' ? listed : []);
      }
      return answer(response, 404, { message: '404 Not Found' });
    }
    if (/^\/groups\//.test(path)) return answer(response, 404, { message: '404 Group Not Found' });
    const projectPath = /^\/projects\/(\d+)\/(protected_branches|approval_rules|vulnerabilities)$/.exec(path);
    if (!projectPath) return answer(response, 404, { message: '404 Not Found' });
    const id = Number(projectPath[1]);
    if (projectPath[2] === 'vulnerabilities') {
      if (options.vulnerabilities === 'missing') return answer(response, 404, { message: '404 Not Found' });
      if (options.vulnerabilities === 'refused' && id === 102) return answer(response, 403, { message: '403 Forbidden' });
      return paged(response, at, vulnerabilitiesOfProject(id, options.vulnerabilitiesFixed));
    }
    if (projectPath[2] === 'protected_branches') {
      if (options.refused === 'branches') return answer(response, 403, { message: '403 Forbidden' });
      if (id === 101 || id >= 1000) {
        return paged(response, at, [
          {
            id: 1,
            name: 'main',
            push_access_levels: [level(40, 'Maintainers')],
            merge_access_levels: [level(40, 'Maintainers')],
            allow_force_push: false,
            code_owner_approval_required: false,
          },
        ]);
      }
      if (id === 102) {
        const push = options.webFixed ? [level(40, 'Maintainers')] : [level(30, 'Developers + Maintainers')];
        return paged(response, at, [
          { id: 2, name: 'release-*', push_access_levels: [level(40, 'Maintainers')], merge_access_levels: [], allow_force_push: false },
          {
            id: 3,
            name: 'main',
            push_access_levels: push,
            merge_access_levels: [level(30, 'Developers + Maintainers')],
            allow_force_push: !options.webFixed,
          },
        ]);
      }
      return paged(response, at, []);
    }
    if (options.approvals === 'missing') return answer(response, 404, { message: '404 Not Found' });
    const required = id === 102 ? (options.webFixed ? 2 : 0) : id === 103 ? null : 1;
    return paged(
      response,
      at,
      required === null
        ? []
        : [
            { id: 7, name: 'All Members', rule_type: 'any_approver', approvals_required: required, eligible_approvers: [] },
            { id: 8, name: 'Coverage-Check', rule_type: 'report_approver', approvals_required: 3, eligible_approvers: [] },
          ],
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    paths,
    tokens,
    set: (changes) => {
      Object.assign(options, changes);
      limitedOnce = false;
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
