import { createVerify, generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { activeFindingsOf } from './google-cloud-findings';
import { CLIENT_EMAIL, defaultProjects, type StandInProject } from './google-cloud-projects';

export { CLIENT_EMAIL, defaultProjects, manyProjects, type StandInProject } from './google-cloud-projects';

/**
 * A local server standing in for Google's token endpoint (POST /token), Cloud Resource Manager (projects.list,
 * getIamPolicy), Cloud Storage (buckets.list, a bucket's IAM policy) and IAM (service accounts and their keys), all at
 * one address as a proxy would serve them, answering the documented JSON shapes. It knows one service account, whose
 * JSON key `serviceAccountKey` holds (a key pair made at start): it checks the assertion's signature, issuer and
 * read-only scope before it issues a token. Two projects, served `pageSize` a page through pageToken:
 * - acme-prod: alice owns it, bob is an Editor, allServices audits ADMIN_READ only; the bucket acme-prod-assets is
 *   readable by allUsers with public access prevention inherited, acme-prod-backups is locked down with a KMS key; the
 *   service account deployer has a user-managed key of 2026-06-01 and one of 2026-11-01, ci has none;
 * - acme-staging: alice owns it, allServices audits all three log types; its bucket acme-staging-logs has uniform
 *   bucket-level access off; no service account.
 * `fixed` removes every problem. `projects` replaces them (an empty organization, a large one); `refused` answers 403
 * to the lists named; `rateLimit` answers 429 with Retry-After: 3600 to every request, or once with Retry-After: 0;
 * `revoked` refuses the token exchange. Security Command Center's active findings (`google-cloud-findings.ts`) are
 * served with `securityCenter: 'findings'` (`findingsFixed` drops acme-prod's critical CVE); by default it lists
 * none, and `'off'` answers 400 FAILED_PRECONDITION (not activated) for acme-staging.
 */
export type GoogleCloudStandIn = {
  url: string;
  /** The requests received, as method and path with query, in order. */
  requests: string[];
  serviceAccountKey: string;
  set: (options: Partial<StandInOptions>) => void;
  close: () => Promise<void>;
};

export type RefusedList = 'projects' | 'iamPolicy' | 'buckets' | 'bucketPolicy' | 'serviceAccounts' | 'keys' | 'findings';

type StandInOptions = {
  pageSize: number;
  projects: StandInProject[] | null;
  fixed: boolean;
  refused: RefusedList[];
  rateLimit: 'none' | 'long' | 'once';
  revoked: boolean;
  securityCenter: 'none' | 'findings' | 'off';
  findingsFixed: boolean;
};

const TOKEN = 'ya29.cloudStandInAccessToken';

const googleError = (code: number, message: string, status: string) => JSON.stringify({ error: { code, message, status } });

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=UTF-8', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

/** Whether the assertion is the service account's own (no subject), signed with its key, for the read-only scope. */
function validAssertion(assertion: string, publicKey: string): boolean {
  const [header, claims, signature] = assertion.split('.');
  if (!header || !claims || !signature) return false;
  const valid = createVerify('RSA-SHA256').update(`${header}.${claims}`).verify(publicKey, Buffer.from(signature, 'base64url'));
  const payload = JSON.parse(Buffer.from(claims, 'base64url').toString('utf8')) as Partial<Record<string, string>>;
  return (
    valid &&
    payload.iss === CLIENT_EMAIL &&
    payload.sub === undefined &&
    payload.scope === 'https://www.googleapis.com/auth/cloud-platform.read-only'
  );
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** One page of `items` from the pageToken (an offset), with the next token while more remain. */
function paged<T>(items: T[], url: URL, size: number, key: string) {
  const start = Number(url.searchParams.get('pageToken') ?? 0);
  const next = start + size < items.length ? { nextPageToken: String(start + size) } : {};
  return { [key]: items.slice(start, start + size), ...next };
}

export async function startGoogleCloudStandIn(): Promise<GoogleCloudStandIn> {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const publicPem = publicKey.export({ type: 'spki', format: 'pem' }).toString();
  const options: StandInOptions = {
    pageSize: 1,
    projects: null,
    fixed: false,
    refused: [],
    rateLimit: 'none',
    revoked: false,
    securityCenter: 'none',
    findingsFixed: false,
  };
  const requests: string[] = [];
  let limitedOnce = false;

  const route = (method: string, path: string): { list: RefusedList; serve: (url: URL, projects: StandInProject[]) => unknown } | null => {
    const project = (projects: StandInProject[], id: string) => projects.find((candidate) => candidate.projectId === id);
    let match: RegExpExecArray | null;
    if (method === 'GET' && path === '/v1/projects') {
      return {
        list: 'projects',
        serve: (url, projects) =>
          paged(
            projects.map((entry, index) => ({
              projectNumber: String(100000000000 + index),
              projectId: entry.projectId,
              lifecycleState: 'ACTIVE',
              name: entry.projectId.replace(/-/g, ' '),
              createTime: '2024-01-15T10:00:00.000Z',
            })),
            url,
            options.pageSize,
            'projects',
          ),
      };
    }
    if (method === 'POST' && (match = /^\/v1\/projects\/([^/:]+):getIamPolicy$/.exec(path))) {
      const id = decodeURIComponent(match[1]!);
      return {
        list: 'iamPolicy',
        serve: (_url, projects) => {
          const found = project(projects, id);
          if (!found) return null;
          const logs = found.auditLogTypes.map((logType) => ({ logType }));
          return {
            version: 3,
            etag: 'BwYabc=',
            bindings: found.bindings,
            auditConfigs: [{ service: 'allServices', auditLogConfigs: logs }],
          };
        },
      };
    }
    if (method === 'GET' && path === '/storage/v1/b') {
      return {
        list: 'buckets',
        serve: (url, projects) => {
          const found = project(projects, url.searchParams.get('project') ?? '');
          if (!found) return null;
          const items = found.buckets.map((bucket) => ({
            kind: 'storage#bucket',
            id: bucket.name,
            name: bucket.name,
            location: 'EU',
            storageClass: 'STANDARD',
            iamConfiguration: {
              bucketPolicyOnly: { enabled: bucket.uniform },
              uniformBucketLevelAccess: { enabled: bucket.uniform },
              publicAccessPrevention: bucket.prevention,
            },
            ...(bucket.kmsKey ? { encryption: { defaultKmsKeyName: bucket.kmsKey } } : {}),
          }));
          return { kind: 'storage#buckets', ...paged(items, url, options.pageSize, 'items') };
        },
      };
    }
    if (method === 'GET' && (match = /^\/storage\/v1\/b\/([^/]+)\/iam$/.exec(path))) {
      const name = decodeURIComponent(match[1]!);
      return {
        list: 'bucketPolicy',
        serve: (_url, projects) => {
          const bucket = projects.flatMap((entry) => entry.buckets).find((candidate) => candidate.name === name);
          if (!bucket) return null;
          const bindings = [
            { role: 'roles/storage.legacyBucketOwner', members: ['projectOwner:acme'] },
            ...(bucket.publicMembers.length ? [{ role: 'roles/storage.objectViewer', members: bucket.publicMembers }] : []),
          ];
          return { kind: 'storage#policy', resourceId: `projects/_/buckets/${name}`, version: 1, etag: 'CAE=', bindings };
        },
      };
    }
    if (method === 'GET' && (match = /^\/v1\/projects\/([^/]+)\/serviceAccounts$/.exec(path))) {
      const id = decodeURIComponent(match[1]!);
      return {
        list: 'serviceAccounts',
        serve: (url, projects) => {
          const found = project(projects, id);
          if (!found) return null;
          const accounts = found.serviceAccounts.map((account) => ({
            name: `projects/${id}/serviceAccounts/${account.email}`,
            projectId: id,
            uniqueId: '104000000000000000001',
            email: account.email,
            oauth2ClientId: '104000000000000000001',
          }));
          return paged(accounts, url, options.pageSize, 'accounts');
        },
      };
    }
    if (method === 'GET' && (match = /^\/v1\/projects\/([^/]+)\/serviceAccounts\/([^/]+)\/keys$/.exec(path))) {
      const [id, email] = [decodeURIComponent(match[1]!), decodeURIComponent(match[2]!)];
      return {
        list: 'keys',
        serve: (_url, projects) => {
          const account = project(projects, id)?.serviceAccounts.find((candidate) => candidate.email === email);
          if (!account) return null;
          return {
            keys: account.keys.map((key) => ({
              name: `projects/${id}/serviceAccounts/${email}/keys/${key.id}`,
              validAfterTime: key.created,
              validBeforeTime: '9999-12-31T23:59:59Z',
              keyAlgorithm: 'KEY_ALG_RSA_2048',
              keyOrigin: 'GOOGLE_PROVIDED',
              keyType: 'USER_MANAGED',
            })),
          };
        },
      };
    }
    if (method === 'GET' && (match = /^\/v1\/projects\/([^/]+)\/sources\/-\/findings$/.exec(path))) {
      const id = decodeURIComponent(match[1]!);
      return {
        list: 'findings',
        serve: (url, projects) => {
          if (!project(projects, id)) return null;
          if (options.securityCenter === 'off' && id === 'acme-staging') return 'not activated';
          const active = options.securityCenter === 'findings' && url.searchParams.get('filter') === 'state="ACTIVE"';
          const results = active ? activeFindingsOf(id, options.findingsFixed) : [];
          return {
            ...paged(results, url, options.pageSize, 'listFindingsResults'),
            readTime: '2026-11-28T08:00:00Z',
            totalSize: results.length,
          };
        },
      };
    }
    return null;
  };

  const server: Server = createServer(async (request, response) => {
    const method = request.method ?? 'GET';
    requests.push(`${method} ${request.url ?? ''}`);
    const url = new URL(request.url ?? '/', 'http://stand-in');
    if (method === 'POST' && url.pathname === '/token') {
      const form = new URLSearchParams(await bodyOf(request));
      if (options.revoked || !validAssertion(form.get('assertion') ?? '', publicPem)) {
        return answer(response, 400, { error: 'invalid_grant', error_description: 'Invalid JWT Signature.' });
      }
      return answer(response, 200, { access_token: TOKEN, expires_in: 3599, token_type: 'Bearer' });
    }
    const found = route(method, url.pathname);
    // Like Google's front end, a path no API serves is 404 whatever the credentials.
    if (!found) return answer(response, 404, googleError(404, 'Not Found', 'NOT_FOUND'));
    if (options.rateLimit === 'long' || (options.rateLimit === 'once' && !limitedOnce)) {
      limitedOnce = true;
      const retryAfter = options.rateLimit === 'long' ? '3600' : '0';
      return answer(response, 429, googleError(429, 'Quota exceeded.', 'RESOURCE_EXHAUSTED'), { 'retry-after': retryAfter });
    }
    if (request.headers.authorization !== `Bearer ${TOKEN}`) {
      return answer(response, 401, googleError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED'));
    }
    if (options.refused.includes(found.list)) {
      return answer(response, 403, googleError(403, 'The caller does not have permission', 'PERMISSION_DENIED'));
    }
    const body = found.serve(url, options.projects ?? defaultProjects(options.fixed));
    if (body === 'not activated') {
      return answer(response, 400, googleError(400, 'Security Command Center is not activated for this resource.', 'FAILED_PRECONDITION'));
    }
    return body === null ? answer(response, 404, googleError(404, 'Not Found', 'NOT_FOUND')) : answer(response, 200, body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    serviceAccountKey: JSON.stringify({
      type: 'service_account',
      project_id: 'acme-platform',
      private_key_id: 'standin',
      private_key: pem,
      client_email: CLIENT_EMAIL,
      client_id: '100000000000000000777',
      token_uri: 'https://oauth2.googleapis.com/token',
    }),
    set: (changes) => {
      Object.assign(options, changes);
      limitedOnce = false;
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
