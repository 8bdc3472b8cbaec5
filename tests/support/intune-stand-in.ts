import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { CLIENT_ID, CLIENT_SECRET, TENANT } from './entra-id-stand-in';

/**
 * A local server standing in for Microsoft's identity platform (the token of the Entra ID stand-in's app) and
 * Microsoft Graph v1.0's Intune lists (deviceManagement/managedDevices, deviceCompliancePolicies with $expand of
 * their assignments), answering the documented shapes. Devices come `pageSize` a page through @odata.nextLink,
 * dated from today: alice's laptop (Windows, encrypted, compliant, current), bob's Mac (not encrypted, macOS 13,
 * noncompliant), a shared iPad with no user (synced 45 days ago) and an Android phone of someone People does not
 * list. The Windows policy requires a password and the firewall; the macOS one is not assigned until
 * `macPolicyAssigned`. `devices` replaces the devices; `refused` answers 403 to the lists named; `rateLimit`
 * answers 429 (Retry-After 3600) to every Graph request, or once (Retry-After 1); `revoked` refuses the token.
 */
export type IntuneStandIn = { url: string; paths: string[]; set: (options: Partial<IntuneOptions>) => void; close: () => Promise<void> };

export type IntuneList = 'devices' | 'policies';
type IntuneOptions = {
  pageSize: number;
  devices: unknown[] | null;
  refused: IntuneList[];
  rateLimit: 'none' | 'long' | 'once';
  revoked: boolean;
  macPolicyAssigned: boolean;
};

export { CLIENT_ID, CLIENT_SECRET, TENANT };
const TOKEN = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.standIn.intuneToken';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().replace(/\.\d{3}Z$/, 'Z');

export const device = (id: string, name: string, extra: Record<string, unknown> = {}) => ({
  id,
  deviceName: name,
  operatingSystem: 'Windows',
  osVersion: '10.0.22631.4460',
  isEncrypted: true,
  complianceState: 'compliant',
  userPrincipalName: '',
  emailAddress: '',
  lastSyncDateTime: daysAgo(1),
  managementAgent: 'mdm',
  ...extra,
});

export const defaultDevices = () => [
  device('d1', 'ALICE-LAPTOP', { userPrincipalName: 'alice@acme.example', emailAddress: 'alice@acme.example' }),
  device('d2', 'Bob’s MacBook', {
    operatingSystem: 'macOS',
    osVersion: '13.6.1',
    isEncrypted: false,
    complianceState: 'noncompliant',
    userPrincipalName: 'bob@acme.example',
    emailAddress: 'bob@acme.example',
  }),
  device('d3', 'Front desk iPad', { operatingSystem: 'iPadOS', osVersion: '17.5', lastSyncDateTime: daysAgo(45) }),
  device('d4', 'Pixel 8', {
    operatingSystem: 'Android',
    osVersion: '14',
    userPrincipalName: 'zoe@acme.example',
    emailAddress: 'zoe@acme.example',
  }),
];

/** `count` compliant Windows laptops of a large tenant. */
export const manyDevices = (count: number) =>
  Array.from({ length: count }, (_, index) => device(`m${index}`, `LAPTOP-${index}`, { emailAddress: `user${index}@acme.example` }));

const policies = (macAssigned: boolean) => [
  {
    '@odata.type': '#microsoft.graph.windows10CompliancePolicy',
    id: 'p-win',
    displayName: 'Windows baseline',
    passwordRequired: true,
    activeFirewallRequired: true,
    bitLockerEnabled: true,
    assignments: [{ id: 'a1', target: { '@odata.type': '#microsoft.graph.allDevicesAssignmentTarget' } }],
  },
  {
    '@odata.type': '#microsoft.graph.macOSCompliancePolicy',
    id: 'p-mac',
    displayName: 'macOS baseline',
    passwordRequired: true,
    firewallEnabled: true,
    assignments: macAssigned ? [{ id: 'a2', target: { '@odata.type': '#microsoft.graph.groupAssignmentTarget', groupId: 'g-staff' } }] : [],
  },
  {
    '@odata.type': '#microsoft.graph.iosCompliancePolicy',
    id: 'p-ios',
    displayName: 'iOS passcode',
    passcodeRequired: true,
    assignments: [{ id: 'a3', target: { '@odata.type': '#microsoft.graph.allLicensedUsersAssignmentTarget' } }],
  },
  {
    '@odata.type': '#microsoft.graph.androidWorkProfileCompliancePolicy',
    id: 'p-android',
    displayName: 'Android work profile',
    passwordRequired: false,
    assignments: [{ id: 'a4', target: { '@odata.type': '#microsoft.graph.allDevicesAssignmentTarget' } }],
  },
];

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(JSON.stringify(body));
}
const graphError = (code: string, message: string) => ({ error: { code, message, innerError: { 'request-id': 'stand-in' } } });

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startIntuneStandIn(): Promise<IntuneStandIn> {
  const options: IntuneOptions = { pageSize: 2, devices: null, refused: [], rateLimit: 'none', revoked: false, macPolicyAssigned: false };
  const paths: string[] = [];
  let limitedOnce = false;
  let url = '';
  const page = (request: URL, items: unknown[], size: number) => {
    const start = Number(request.searchParams.get('$skiptoken') ?? 0);
    const next = new URL(request.toString().replace('http://stand-in', url));
    next.searchParams.set('$skiptoken', String(start + size));
    return {
      '@odata.context': `${url}/v1.0/$metadata#deviceManagement/managedDevices`,
      value: items.slice(start, start + size),
      ...(start + size < items.length ? { '@odata.nextLink': next.toString() } : {}),
    };
  };
  const server: Server = createServer(async (request, response) => {
    paths.push(request.url ?? '');
    const at = new URL(request.url ?? '/', 'http://stand-in');
    if (request.method === 'POST' && at.pathname === `/${TENANT}/oauth2/v2.0/token`) {
      const form = await formOf(request);
      const valid =
        form.get('grant_type') === 'client_credentials' &&
        form.get('client_id') === CLIENT_ID &&
        form.get('client_secret') === CLIENT_SECRET &&
        form.get('scope') === `${url}/.default`;
      if (options.revoked || !valid) return answer(response, 401, { error: 'invalid_client', error_description: 'AADSTS7000215' });
      return answer(response, 200, { token_type: 'Bearer', expires_in: 3599, access_token: TOKEN });
    }
    if (request.method === 'POST') return answer(response, 400, { error: 'invalid_request', error_description: 'AADSTS90002' });
    if (options.rateLimit === 'long' || (options.rateLimit === 'once' && !limitedOnce)) {
      limitedOnce = true;
      return answer(response, 429, graphError('TooManyRequests', 'Too many requests.'), {
        'retry-after': options.rateLimit === 'long' ? '3600' : '1',
      });
    }
    if (request.headers.authorization !== `Bearer ${TOKEN}`)
      return answer(response, 401, graphError('InvalidAuthenticationToken', 'Empty.'));
    const list: IntuneList | null =
      at.pathname === '/v1.0/deviceManagement/managedDevices'
        ? 'devices'
        : at.pathname === '/v1.0/deviceManagement/deviceCompliancePolicies'
          ? 'policies'
          : null;
    if (!list) return answer(response, 404, graphError('ResourceNotFound', 'Not found.'));
    if (options.refused.includes(list)) return answer(response, 403, graphError('Forbidden', 'Application is not authorized.'));
    if (list === 'policies') {
      const all = policies(options.macPolicyAssigned);
      // Without $expand=assignments Graph leaves the assignments out.
      const expanded = at.searchParams.get('$expand') === 'assignments';
      return answer(response, 200, { value: all.map(({ assignments, ...policy }) => (expanded ? { ...policy, assignments } : policy)) });
    }
    const devices = options.devices ?? defaultDevices();
    const size = Math.min(Number(at.searchParams.get('$top') ?? 1000), options.pageSize);
    return answer(response, 200, page(at, devices, size));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    paths,
    set: (changes) => {
      Object.assign(options, changes);
      limitedOnce = false;
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
