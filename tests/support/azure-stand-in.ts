import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { roleAssignmentsOf, roleDefinitionsOf } from './azure-roles';
import { defaultSubscriptions, type StandInSubscription } from './azure-subscriptions';

export { defaultSubscriptions, manySubscriptions, type StandInSubscription } from './azure-subscriptions';

/**
 * A local server standing in for Microsoft's identity platform (POST /<tenant>/oauth2/v2.0/token, client credentials
 * for the Resource Manager scope) and Azure Resource Manager (subscriptions, storage accounts, key vaults, diagnostic
 * settings, Defender for Cloud pricings and alerts, role assignments and definitions, each with its api-version), answering the documented shapes at one address.
 * It knows one app of the tenant (CLIENT_ID, CLIENT_SECRET). Lists come `pageSize` a page through nextLink (an
 * absolute address with a $skiptoken). `fixed` removes every problem of the subscriptions (azure-subscriptions.ts),
 * `subscriptions` replaces them (none, many); `refused` answers 403 to the lists named; `rateLimit` answers 429 with
 * Retry-After: 3600 to every request, or once with Retry-After: 0; `revoked` refuses the token.
 */
export type AzureStandIn = {
  url: string;
  /** The requests received, as method and path with query, in order. */
  requests: string[];
  set: (options: Partial<StandInOptions>) => void;
  close: () => Promise<void>;
};

export type RefusedList =
  | 'subscriptions'
  | 'storageAccounts'
  | 'vaults'
  | 'diagnosticSettings'
  | 'pricings'
  | 'sqlServers'
  | 'sqlAuditing'
  | 'alerts'
  | 'roleAssignments'
  | 'roleDefinitions';

type StandInOptions = {
  pageSize: number;
  subscriptions: StandInSubscription[] | null;
  fixed: boolean;
  refused: RefusedList[];
  rateLimit: 'none' | 'long' | 'once';
  revoked: boolean;
};

export const TENANT = '72f988bf-86f1-41af-91ab-2d7cd011db47';
export const CLIENT_ID = '6e0b4f2a-3c1d-4e5f-8a7b-9c0d1e2f3a4b';
export const CLIENT_SECRET = 'Az8~standInClientSecretValue.QrStUvWx34';
const TOKEN = 'eyJ0eXAiOiJKV1QiLCJhbGciOiJSUzI1NiJ9.azureStandIn.signature';

/** Each list by its path after /subscriptions/<id>/providers/, with the api-version it asks. */
const LISTS: Record<string, { list: RefusedList; version: string }> = {
  'Microsoft.Storage/storageAccounts': { list: 'storageAccounts', version: '2023-05-01' },
  'Microsoft.KeyVault/vaults': { list: 'vaults', version: '2023-07-01' },
  'Microsoft.Insights/diagnosticSettings': { list: 'diagnosticSettings', version: '2021-05-01-preview' },
  'Microsoft.Security/pricings': { list: 'pricings', version: '2024-01-01' },
  'Microsoft.Sql/servers': { list: 'sqlServers', version: '2021-11-01' },
  'Microsoft.Security/alerts': { list: 'alerts', version: '2022-01-01' },
  'Microsoft.Authorization/roleAssignments': { list: 'roleAssignments', version: '2022-04-01' },
  'Microsoft.Authorization/roleDefinitions': { list: 'roleDefinitions', version: '2022-04-01' },
};

const armError = (code: string, message: string) => JSON.stringify({ error: { code, message } });

function answer(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
  response.end(typeof body === 'string' ? body : JSON.stringify(body));
}

async function bodyOf(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The resources a subscription's list serves, shaped as Azure Resource Manager answers them. */
function resourcesOf(list: RefusedList, subscription: StandInSubscription): unknown[] {
  const scope = `/subscriptions/${subscription.subscriptionId}`;
  const group = `${scope}/resourceGroups/acme`;
  switch (list) {
    case 'storageAccounts':
      return subscription.storageAccounts.map((account) => ({
        id: `${group}/providers/Microsoft.Storage/storageAccounts/${account.name}`,
        name: account.name,
        type: 'Microsoft.Storage/storageAccounts',
        location: 'westeurope',
        kind: 'StorageV2',
        properties: {
          supportsHttpsTrafficOnly: account.httpsOnly,
          ...(account.tls ? { minimumTlsVersion: account.tls } : {}),
          ...(account.publicBlob === undefined ? {} : { allowBlobPublicAccess: account.publicBlob }),
          encryption: { keySource: 'Microsoft.Storage', services: { blob: { enabled: true }, file: { enabled: true } } },
        },
      }));
    case 'vaults':
      return subscription.vaults.map((vault) => ({
        id: `${group}/providers/Microsoft.KeyVault/vaults/${vault.name}`,
        name: vault.name,
        type: 'Microsoft.KeyVault/vaults',
        properties: {
          tenantId: TENANT,
          enableSoftDelete: vault.softDelete,
          softDeleteRetentionInDays: 90,
          ...(vault.purgeProtection ? { enablePurgeProtection: true } : {}),
        },
      }));
    case 'diagnosticSettings':
      return subscription.exports.map((setting) => ({
        id: `${scope}/providers/microsoft.insights/diagnosticSettings/${setting.name}`,
        name: setting.name,
        properties: {
          workspaceId: setting.workspace ? `${group}/providers/Microsoft.OperationalInsights/workspaces/acme-logs` : null,
          storageAccountId: null,
          logs: ['Administrative', 'Security', 'Policy', 'Alert'].map((category) => ({
            category,
            enabled: setting.categories.includes(category),
          })),
        },
      }));
    case 'pricings':
      return Object.entries(subscription.plans).map(([name, pricingTier]) => ({
        id: `${scope}/providers/Microsoft.Security/pricings/${name}`,
        name,
        type: 'Microsoft.Security/pricings',
        properties: { pricingTier, freeTrialRemainingTime: 'PT0S' },
      }));
    case 'sqlServers':
      return (subscription.sqlServers ?? []).map((server) => ({
        id: `${group}/providers/Microsoft.Sql/servers/${server.name}`,
        name: server.name,
        type: 'Microsoft.Sql/servers',
        properties: { fullyQualifiedDomainName: `${server.name}.database.windows.net`, state: 'Ready' },
      }));
    case 'alerts':
      return subscription.alerts ?? [];
    case 'roleAssignments':
      return roleAssignmentsOf(subscription.subscriptionId, subscription.roleAssignments ?? []);
    case 'roleDefinitions':
      return roleDefinitionsOf(subscription.subscriptionId);
    default:
      return [];
  }
}

export async function startAzureStandIn(): Promise<AzureStandIn> {
  const options: StandInOptions = { pageSize: 1, subscriptions: null, fixed: false, refused: [], rateLimit: 'none', revoked: false };
  const requests: string[] = [];
  let limitedOnce = false;
  let url = '';

  /** One page of `items` from the $skiptoken (an offset), with the absolute nextLink while more remain. */
  const paged = (items: unknown[], address: URL) => {
    const start = Number(address.searchParams.get('$skiptoken') ?? 0);
    const next = new URL(`${url}${address.pathname}`);
    next.searchParams.set('api-version', address.searchParams.get('api-version') ?? '');
    next.searchParams.set('$skiptoken', String(start + options.pageSize));
    const more = start + options.pageSize < items.length;
    return { value: items.slice(start, start + options.pageSize), ...(more ? { nextLink: next.toString() } : {}) };
  };

  const server: Server = createServer(async (request, response) => {
    const method = request.method ?? 'GET';
    requests.push(`${method} ${request.url ?? ''}`);
    const address = new URL(request.url ?? '/', 'http://stand-in');
    if (method === 'POST' && address.pathname === `/${TENANT}/oauth2/v2.0/token`) {
      const form = new URLSearchParams(await bodyOf(request));
      const valid =
        form.get('client_id') === CLIENT_ID &&
        form.get('client_secret') === CLIENT_SECRET &&
        form.get('grant_type') === 'client_credentials';
      if (options.revoked || !valid) {
        return answer(response, 401, { error: 'invalid_client', error_description: 'AADSTS7000215: Invalid client secret provided.' });
      }
      if (form.get('scope') !== `${url}/.default`) return answer(response, 400, { error: 'invalid_scope' });
      return answer(response, 200, { token_type: 'Bearer', expires_in: 3599, access_token: TOKEN });
    }
    const subscriptions = options.subscriptions ?? defaultSubscriptions(options.fixed);
    const auditing =
      /^\/subscriptions\/([^/]+)\/resourceGroups\/acme\/providers\/Microsoft\.Sql\/servers\/([^/]+)\/auditingSettings\/default$/.exec(
        address.pathname,
      );
    if (auditing && request.headers.authorization === `Bearer ${TOKEN}`) {
      if (options.refused.includes('sqlAuditing'))
        return answer(response, 403, armError('AuthorizationFailed', 'The client does not have authorization.'));
      const server = subscriptions
        .find((entry) => entry.subscriptionId === auditing[1])
        ?.sqlServers?.find((entry) => entry.name === auditing[2]);
      if (!server || address.searchParams.get('api-version') !== '2021-11-01')
        return answer(response, 404, armError('NotFound', 'Not found.'));
      return answer(response, 200, {
        id: `${address.pathname}`,
        name: 'Default',
        properties: { state: server.auditing ? 'Enabled' : 'Disabled', retentionDays: 90 },
      });
    }
    const match = /^\/subscriptions(?:\/([^/]+)\/providers\/(.+))?$/.exec(address.pathname);
    const served = match && (match[2] ? LISTS[match[2]] : { list: 'subscriptions' as const, version: '2022-12-01' });
    if (method !== 'GET' || !served) return answer(response, 404, armError('NotFound', 'The resource was not found.'));
    if (address.searchParams.get('api-version') !== served.version) {
      return answer(response, 400, armError('InvalidApiVersionParameter', 'The api-version is invalid.'));
    }
    if (options.rateLimit === 'long' || (options.rateLimit === 'once' && !limitedOnce)) {
      limitedOnce = true;
      const retryAfter = options.rateLimit === 'long' ? '3600' : '0';
      return answer(response, 429, armError('TooManyRequests', 'Too many requests.'), { 'retry-after': retryAfter });
    }
    if (request.headers.authorization !== `Bearer ${TOKEN}`)
      return answer(response, 401, armError('InvalidAuthenticationToken', 'The access token is invalid.'));
    if (options.refused.includes(served.list)) {
      return answer(response, 403, armError('AuthorizationFailed', 'The client does not have authorization to perform action.'));
    }
    if (served.list === 'subscriptions') {
      const items = subscriptions.map((subscription) => ({
        id: `/subscriptions/${subscription.subscriptionId}`,
        subscriptionId: subscription.subscriptionId,
        tenantId: TENANT,
        displayName: subscription.displayName,
        state: subscription.state ?? 'Enabled',
      }));
      return answer(response, 200, paged(items, address));
    }
    const subscription = subscriptions.find((candidate) => candidate.subscriptionId === match![1]);
    if (!subscription) return answer(response, 404, armError('SubscriptionNotFound', 'The subscription could not be found.'));
    return answer(response, 200, paged(resourcesOf(served.list, subscription), address));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    set: (changes) => {
      Object.assign(options, changes);
      limitedOnce = false;
    },
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}
