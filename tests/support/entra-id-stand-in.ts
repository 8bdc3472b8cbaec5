import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server standing in for Microsoft's identity platform (POST /<tenant>/oauth2/v2.0/token, client credentials)
 * and Microsoft Graph v1.0, answering the documented shapes, so a connection is tested through its sign-in and Graph
 * URLs and never reaches the internet. It knows one app of the tenant acme.onmicrosoft.com (CLIENT_ID, CLIENT_SECRET).
 * Users come `pageSize` a page through @odata.nextLink: alice (Global Administrator, MFA registered), bob (no MFA),
 * carol (Global Administrator), dave (disabled, still User Administrator) and eve (a guest, Security Reader). The MFA
 * policy is report-only until `mfaPolicy: 'enabled'`, and bob unregistered until `allRegistered`. `users` replaces the users (an empty tenant, a large one);
 * `refused` answers 403 to the lists named (a permission not granted); `rateLimit` answers 429 with Retry-After 3600
 * to every request, or once with Retry-After 0; `revoked` refuses the token.
 */
export type EntraStandIn = {
  url: string;
  paths: string[];
  authorizations: string[];
  set: (options: Partial<EntraOptions>) => void;
  close: () => Promise<void>;
};

export type GraphList = 'users' | 'registration' | 'policies' | 'roles';
type EntraOptions = {
  pageSize: number;
  users: unknown[] | null;
  refused: GraphList[];
  rateLimit: 'none' | 'long' | 'once';
  revoked: boolean;
  mfaPolicy: 'enabled' | 'enabledForReportingButNotEnforced' | 'disabled';
  /** Every user registered for MFA (bob too). */
  allRegistered: boolean;
};

export const TENANT = 'acme.onmicrosoft.com';
export const CLIENT_ID = '3f1c2a64-8d0e-4b7a-9a51-6c2e0f4d9b10';
export const CLIENT_SECRET = 'Qx8~standInClientSecretValue.AbCdEfGh12';
const TOKEN = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.standIn.graphToken';
const GLOBAL_ADMIN = '62e90394-69f5-4237-9190-012177145e10';

const user = (id: string, name: string, given: string, surname: string, extra: Record<string, unknown> = {}) => ({
  id,
  userPrincipalName: `${name}@acme.example`,
  mail: `${name}@acme.example`,
  givenName: given,
  surname,
  displayName: `${given} ${surname}`,
  department: null,
  createdDateTime: '2025-02-10T09:00:00Z',
  accountEnabled: true,
  userType: 'Member',
  ...extra,
});

export const defaultEntraUsers = [
  user('a1000000-0000-4000-8000-000000000001', 'alice', 'Alice', 'Ng', { department: 'Engineering' }),
  user('a1000000-0000-4000-8000-000000000002', 'bob', 'Bob', 'Stone', { createdDateTime: '2026-06-01T08:00:00Z' }),
  user('a1000000-0000-4000-8000-000000000003', 'carol', 'Carol', 'Diaz', { department: 'Finance' }),
  user('a1000000-0000-4000-8000-000000000004', 'dave', 'Dave', 'Kim', { accountEnabled: false }),
  user('a1000000-0000-4000-8000-000000000005', 'eve_partner.example#EXT#', 'Eve', 'Partner', {
    mail: 'eve@partner.example',
    userType: 'Guest',
    userPrincipalName: 'eve_partner.example#EXT#@acme.onmicrosoft.com',
  }),
];
const registered = new Set(['1', '3', '4', '5'].map((n) => `a1000000-0000-4000-8000-00000000000${n}`));

const roles = [
  { id: 'r-global', displayName: 'Global Administrator', roleTemplateId: GLOBAL_ADMIN, members: ['1', '3'] },
  { id: 'r-users', displayName: 'User Administrator', roleTemplateId: 'fe930be7-5e62-47db-91af-98c3a49a38b1', members: ['4'] },
  { id: 'r-security', displayName: 'Security Reader', roleTemplateId: '5d6b6bb7-de71-4623-b4af-96380a352509', members: ['5'] },
];

/** `count` enabled members of a large tenant, alternately registered for MFA or not. */
export const manyEntraUsers = (count: number) =>
  Array.from({ length: count }, (_, index) =>
    user(`b2000000-0000-4000-8000-${String(index).padStart(12, '0')}`, `user${index}`, 'User', String(index)),
  );

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}
const graphError = (code: string, message: string) => ({ error: { code, message, innerError: { 'request-id': 'stand-in' } } });

async function bodyOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startEntraStandIn(): Promise<EntraStandIn> {
  const options: EntraOptions = {
    pageSize: 2,
    users: null,
    refused: [],
    rateLimit: 'none',
    revoked: false,
    mfaPolicy: 'enabledForReportingButNotEnforced',
    allRegistered: false,
  };
  const paths: string[] = [];
  const authorizations: string[] = [];
  let limitedOnce = false;
  let url = '';

  /** One page of a collection, with Graph's @odata.nextLink (a $skiptoken) while more remain. */
  const page = (request: URL, items: unknown[], size: number) => {
    const start = Number(request.searchParams.get('$skiptoken') ?? 0);
    const next = new URL(request.toString().replace('http://stand-in', url));
    next.searchParams.set('$skiptoken', String(start + size));
    return {
      '@odata.context': `${url}/v1.0/$metadata#collection`,
      value: items.slice(start, start + size),
      ...(start + size < items.length ? { '@odata.nextLink': next.toString() } : {}),
    };
  };

  const server: Server = createServer(async (request, response) => {
    paths.push(request.url ?? '');
    const at = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && at.pathname === `/${TENANT}/oauth2/v2.0/token`) {
      const form = await bodyOf(request);
      const valid =
        form.get('grant_type') === 'client_credentials' &&
        form.get('client_id') === CLIENT_ID &&
        form.get('client_secret') === CLIENT_SECRET &&
        form.get('scope') === `${url}/.default`;
      if (options.revoked || !valid) {
        return answer(response, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
      }
      return answer(response, 200, { token_type: 'Bearer', expires_in: 3599, ext_expires_in: 3599, access_token: TOKEN });
    }
    if (request.method === 'POST' && at.pathname.endsWith('/oauth2/v2.0/token')) {
      return answer(response, 400, { error: 'invalid_request', error_description: 'AADSTS90002: Tenant not found.' });
    }
    if (!at.pathname.startsWith('/v1.0/')) return answer(response, 404, graphError('UnknownError', 'Not found'));
    authorizations.push(request.headers.authorization ?? '');
    if (options.rateLimit === 'long' || (options.rateLimit === 'once' && !limitedOnce)) {
      limitedOnce = true;
      return answer(response, 429, graphError('TooManyRequests', 'Too many requests.'), {
        'retry-after': options.rateLimit === 'long' ? '3600' : '0',
      });
    }
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      return answer(response, 401, graphError('InvalidAuthenticationToken', 'Access token is empty.'));
    }
    const list: GraphList | null =
      at.pathname === '/v1.0/users'
        ? 'users'
        : at.pathname === '/v1.0/reports/authenticationMethods/userRegistrationDetails'
          ? 'registration'
          : at.pathname === '/v1.0/identity/conditionalAccess/policies'
            ? 'policies'
            : at.pathname.startsWith('/v1.0/directoryRoles')
              ? 'roles'
              : null;
    if (!list) return answer(response, 404, graphError('Request_ResourceNotFound', 'Resource not found.'));
    if (options.refused.includes(list)) {
      return answer(response, 403, graphError('Authorization_RequestDenied', 'Insufficient privileges to complete the operation.'));
    }
    const users = (options.users ?? defaultEntraUsers) as ReturnType<typeof user>[];
    const size = Math.min(Number(at.searchParams.get('$top') ?? 100), options.pageSize);
    if (list === 'users') return answer(response, 200, page(at, users, size));
    if (list === 'registration') {
      const details = users.map((entry, index) => ({
        id: entry.id,
        userPrincipalName: entry.userPrincipalName,
        userType: entry.userType === 'Guest' ? 'guest' : 'member',
        // The named users as described; a large tenant's alternately.
        isMfaRegistered: options.allRegistered || (entry.id.startsWith('a1') ? registered.has(entry.id) : index % 2 === 0),
        isMfaCapable: true,
        methodsRegistered: ['microsoftAuthenticatorPush'],
      }));
      return answer(response, 200, page(at, details, options.pageSize));
    }
    if (list === 'policies') {
      return answer(response, 200, {
        value: [
          {
            id: 'p-mfa',
            displayName: 'Require MFA for all users',
            state: options.mfaPolicy,
            conditions: { users: { includeUsers: ['All'], excludeUsers: [] }, applications: { includeApplications: ['All'] } },
            grantControls: { operator: 'OR', builtInControls: ['mfa'], authenticationStrength: null },
          },
          {
            id: 'p-legacy',
            displayName: 'Block legacy authentication',
            state: 'enabled',
            conditions: { users: { includeUsers: ['All'] }, applications: { includeApplications: ['All'] }, clientAppTypes: ['other'] },
            grantControls: { operator: 'OR', builtInControls: ['block'] },
          },
        ],
      });
    }
    const roleId = /^\/v1\.0\/directoryRoles\/([^/]+)\/members$/.exec(at.pathname)?.[1];
    if (at.pathname === '/v1.0/directoryRoles') {
      return answer(response, 200, { value: roles.map(({ id, displayName, roleTemplateId }) => ({ id, displayName, roleTemplateId })) });
    }
    const role = roles.find((candidate) => candidate.id === roleId);
    if (!role) return answer(response, 404, graphError('Request_ResourceNotFound', 'Resource not found.'));
    const members = [
      ...role.members.map((n) => ({ '@odata.type': '#microsoft.graph.user', id: `a1000000-0000-4000-8000-00000000000${n}` })),
      ...(role.id === 'r-users' ? [{ '@odata.type': '#microsoft.graph.servicePrincipal', id: 'sp-1' }] : []),
    ];
    return answer(response, 200, page(at, members, 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    paths,
    authorizations,
    set: (changes) => {
      Object.assign(options, changes);
      limitedOnce = false;
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
