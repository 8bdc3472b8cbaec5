import { createVerify, generateKeyPairSync } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/**
 * A local server standing in for Google's token endpoint (POST /token) and the Admin SDK Directory API, answering
 * the documented shapes (tests/fixtures/google-workspace), so a connection is tested through its API URL and never
 * reaches the internet. It knows one service account, whose JSON key `serviceAccountKey` holds (a key pair made at
 * start), acting as admin@acme.com: it checks the assertion's signature, subject and scopes before it issues a token.
 * Users come `pageSize` a page through pageToken: alice (super admin, 2SV enforced), bob (no 2SV, last signed in
 * June 2026), carol (2SV not enforced, never signed in, created November 2026), dave (suspended, help desk admin)
 * and erin (suspended, no role). `users` replaces them (an empty tenant, a large one); `refused` answers 403 to the
 * whole directory (the admin lost the role) or to the role lists (delegation lacks that scope); `rateLimit` answers
 * 429 with Retry-After: 3600 to every request, or once with Retry-After: 0; `revoked` refuses the token exchange.
 */
export type GoogleStandIn = {
  url: string;
  /** The paths asked, in order (with their query). */
  paths: string[];
  /** The Authorization headers of the directory's requests. */
  authorizations: string[];
  serviceAccountKey: string;
  set: (options: Partial<StandInOptions>) => void;
  close: () => Promise<void>;
};

type StandInOptions = {
  pageSize: number;
  users: unknown[] | null;
  refused: 'none' | 'directory' | 'roles';
  rateLimit: 'none' | 'long' | 'once';
  revoked: boolean;
};

export const ADMIN_EMAIL = 'admin@acme.com';
const CLIENT_EMAIL = 'complia-reader@acme-compliance.iam.gserviceaccount.com';
const TOKEN = 'ya29.standInAccessToken';
const fixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(__dirname, '..', 'fixtures', 'google-workspace', `${name}.json`), 'utf8'));
const googleError = (code: number, message: string, reason: string) =>
  JSON.stringify({ error: { code, message, errors: [{ message, domain: 'global', reason }] } });

/** The stand-in's own users (alice, bob, carol, dave, erin), to hand back changed through `set({ users })`. */
export const fixtureUsers = () => fixture('users') as Record<string, unknown>[];

/** `count` users of a large tenant, alternately enrolled in 2SV or not. */
export const manyUsers = (count: number) =>
  Array.from({ length: count }, (_, index) => ({
    kind: 'admin#directory#user',
    id: String(200000000000000000000n + BigInt(index)),
    primaryEmail: `user${index}@acme.com`,
    name: { givenName: 'User', familyName: String(index) },
    isAdmin: index < 2,
    lastLoginTime: '2026-11-20T09:00:00.000Z',
    creationTime: '2024-01-15T10:00:00.000Z',
    suspended: false,
    isEnrolledIn2Sv: index % 2 === 0,
    isEnforcedIn2Sv: true,
  }));

function answer(response: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(body);
}

/** Whether the assertion is the service account's, signed with its key, for the admin, with both read-only scopes. */
function validAssertion(assertion: string, publicKey: string): boolean {
  const [header, claims, signature] = assertion.split('.');
  if (!header || !claims || !signature) return false;
  const valid = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature, 'base64url'));
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Partial<Record<string, string>>;
  const scope = payload.scope ?? '';
  return (
    valid &&
    payload.iss === CLIENT_EMAIL &&
    payload.sub === ADMIN_EMAIL &&
    scope.includes('admin.directory.user.readonly') &&
    scope.includes('admin.directory.rolemanagement.readonly')
  );
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startGoogleStandIn(): Promise<GoogleStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const options: StandInOptions = { pageSize: 2, users: null, refused: 'none', rateLimit: 'none', revoked: false };
  const paths: string[] = [];
  const authorizations: string[] = [];
  let limitedOnce = false;

  const server: Server = createServer(async (request, response) => {
    paths.push(request.url ?? '');
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await bodyOf(request));
      if (options.revoked || !validAssertion(form.get('assertion') ?? '', publicPem)) {
        return answer(response, 400, JSON.stringify({ error: 'invalid_grant', error_description: 'Invalid JWT Signature.' }));
      }
      return answer(response, 200, JSON.stringify({ access_token: TOKEN, expires_in: 3599, token_type: 'Bearer' }));
    }
    // Like Google's front end, a path no API serves is 404 whatever the credentials.
    if (!url.pathname.startsWith('/admin/directory/v1/')) return answer(response, 404, googleError(404, 'Not Found', 'notFound'));
    authorizations.push(request.headers.authorization ?? '');
    if (options.rateLimit === 'long' || (options.rateLimit === 'once' && !limitedOnce)) {
      limitedOnce = true;
      const retryAfter = options.rateLimit === 'long' ? '3600' : '0';
      return answer(response, 429, googleError(429, 'Quota exceeded', 'rateLimitExceeded'), { 'retry-after': retryAfter });
    }
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      return answer(response, 401, googleError(401, 'Login Required.', 'required'));
    }
    const isRoles = url.pathname.startsWith('/admin/directory/v1/customer/my_customer/role');
    if (options.refused === 'directory' || (options.refused === 'roles' && isRoles)) {
      return answer(response, 403, googleError(403, 'Not Authorized to access this resource/api', 'forbidden'));
    }
    if (url.pathname === '/admin/directory/v1/users' && url.searchParams.get('customer') === 'my_customer') {
      const users = options.users ?? (fixture('users') as unknown[]);
      const size = Math.min(Number(url.searchParams.get('maxResults') ?? 100), options.pageSize);
      const start = Number(url.searchParams.get('pageToken') ?? 0);
      const page = users.slice(start, start + size);
      const next = start + size < users.length ? { nextPageToken: String(start + size) } : {};
      return answer(response, 200, JSON.stringify({ kind: 'admin#directory#users', users: page, ...next }));
    }
    if (url.pathname === '/admin/directory/v1/customer/my_customer/roles') return answer(response, 200, JSON.stringify(fixture('roles')));
    if (url.pathname === '/admin/directory/v1/customer/my_customer/roleassignments') {
      return answer(response, 200, JSON.stringify(fixture('role-assignments')));
    }
    return answer(response, 404, googleError(404, 'Not Found', 'notFound'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    paths,
    authorizations,
    serviceAccountKey: JSON.stringify({
      type: 'service_account',
      project_id: 'acme-compliance',
      private_key_id: 'standin',
      private_key: pem,
      client_email: CLIENT_EMAIL,
      client_id: '100000000000000000999',
      token_uri: 'https://oauth2.googleapis.com/token',
    }),
    set: (changes) => {
      Object.assign(options, changes);
      limitedOnce = false;
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
