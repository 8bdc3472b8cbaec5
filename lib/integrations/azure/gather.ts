import type { Unknown } from '@/lib/checks/types';
import type { JsonClient } from '../framework/http';
import { azureClient, everyItem } from './client';
import { subscriptionAlertsOf, type SubscriptionAlerts } from './defender-alerts';
import type { AzureConnection } from './connection';
import type { ActivityLogExport, AzureFacts, AzureSubscription, DefenderPlan, KeyVault, SqlServer, StorageAccount } from './facts';
import { unknownOf } from './failures';
import { roleAssignmentsOf } from './role-assignments';
import { API_VERSIONS, AZURE_ACTIONS } from './profile';

/** Azure Resource Manager's resources, as far as they are read. */
type SubscriptionResource = { subscriptionId?: string; displayName?: string; state?: string };
type StorageResource = {
  name?: string;
  properties?: {
    supportsHttpsTrafficOnly?: boolean;
    minimumTlsVersion?: string;
    allowBlobPublicAccess?: boolean;
    encryption?: { keySource?: string };
  };
};
type VaultResource = { name?: string; properties?: { enableSoftDelete?: boolean; enablePurgeProtection?: boolean } };
type DiagnosticResource = {
  name?: string;
  properties?: {
    storageAccountId?: string | null;
    workspaceId?: string | null;
    eventHubAuthorizationRuleId?: string | null;
    marketplacePartnerId?: string | null;
    logs?: { category?: string; categoryGroup?: string; enabled?: boolean }[];
  };
};
type PricingResource = { name?: string; properties?: { pricingTier?: string } };

/** Each SQL server of the subscription with its server-level auditing state, read at the server's own address. */
async function sqlServersOf(client: JsonClient, path: string, managementUrl: string): Promise<SqlServer[]> {
  const servers = await everyItem<{ id?: string; name?: string }>(client, `${path}/Microsoft.Sql/servers`, API_VERSIONS.sqlServers);
  const read: SqlServer[] = [];
  for (const server of servers) {
    const name = text(server.name);
    const auditing = await attempt(
      async () => {
        const setting = await client.get<{ properties?: { state?: string } }>(`${text(server.id)}/auditingSettings/default`, {
          'api-version': API_VERSIONS.sqlServers,
        });
        return setting.properties?.state === 'Enabled';
      },
      `the auditing of ${name}`,
      AZURE_ACTIONS.sqlAuditing,
      managementUrl,
    );
    read.push({ name, auditing });
  }
  return read;
}

/** A subscription that is gone or switched off has nothing running to check. */
const INACTIVE_STATES = ['Disabled', 'Deleted'];

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const flag = (value: unknown): boolean | null => (typeof value === 'boolean' ? value : null);

const storageOf = ({ name, properties: p = {} }: StorageResource): StorageAccount => ({
  name: text(name),
  // Azure has defaulted to HTTPS only since 2019: the property left out means on.
  httpsOnly: p.supportsHttpsTrafficOnly !== false,
  minimumTlsVersion: text(p.minimumTlsVersion) || null,
  allowBlobPublicAccess: flag(p.allowBlobPublicAccess),
  encryptionKeySource: text(p.encryption?.keySource) || null,
});

const vaultOf = ({ name, properties: p = {} }: VaultResource): KeyVault => ({
  name: text(name),
  softDelete: flag(p.enableSoftDelete),
  purgeProtection: p.enablePurgeProtection === true,
});

function exportOf({ name, properties: p = {} }: DiagnosticResource): ActivityLogExport {
  const destinations = [
    p.storageAccountId && 'a storage account',
    p.workspaceId && 'a Log Analytics workspace',
    p.eventHubAuthorizationRuleId && 'an event hub',
    p.marketplacePartnerId && 'a partner solution',
  ].filter((destination): destination is string => Boolean(destination));
  const categories = (p.logs ?? []).filter((log) => log.enabled === true).map((log) => text(log.category) || text(log.categoryGroup));
  return { name: text(name), destinations, categories };
}

const planOf = ({ name, properties }: PricingResource): DefenderPlan => ({ name: text(name), tier: text(properties?.pricingTier) });

/** Answers `read()`, or why it could not be read. */
async function attempt<T>(read: () => Promise<T>, what: string, action: string, managementUrl: string): Promise<T | Unknown> {
  try {
    return await read();
  } catch (error) {
    return unknownOf(error, what, action, managementUrl);
  }
}

/** One subscription's facts, each list kept with its reason when Azure refused it. */
async function subscriptionOf(client: JsonClient, resource: SubscriptionResource, managementUrl: string): Promise<AzureSubscription> {
  const id = text(resource.subscriptionId);
  const name = text(resource.displayName) || id;
  const path = `/subscriptions/${encodeURIComponent(id)}/providers`;
  const read = <R, F>(provider: string, version: string, map: (resource: R) => F, what: string, action: string) =>
    attempt(async () => (await everyItem<R>(client, `${path}/${provider}`, version)).map(map), `${what} of ${name}`, action, managementUrl);
  return {
    id,
    name,
    storageAccounts: await read(
      'Microsoft.Storage/storageAccounts',
      API_VERSIONS.storageAccounts,
      storageOf,
      'the storage accounts',
      AZURE_ACTIONS.storageAccounts,
    ),
    keyVaults: await read('Microsoft.KeyVault/vaults', API_VERSIONS.vaults, vaultOf, 'the key vaults', AZURE_ACTIONS.vaults),
    activityLogExports: await read(
      'Microsoft.Insights/diagnosticSettings',
      API_VERSIONS.diagnosticSettings,
      exportOf,
      'the diagnostic settings',
      AZURE_ACTIONS.diagnosticSettings,
    ),
    defenderPlans: await read(
      'Microsoft.Security/pricings',
      API_VERSIONS.pricings,
      planOf,
      "Defender for Cloud's plans",
      AZURE_ACTIONS.pricings,
    ),
    sqlServers: await attempt(
      () => sqlServersOf(client, path, managementUrl),
      `the SQL servers of ${name}`,
      AZURE_ACTIONS.sqlServers,
      managementUrl,
    ),
    roleAssignments: await attempt(
      () => roleAssignmentsOf(client, id),
      `the role assignments of ${name}`,
      `${AZURE_ACTIONS.roleAssignments} and ${AZURE_ACTIONS.roleDefinitions}`,
      managementUrl,
    ),
  };
}

/**
 * Gathers the facts of every enabled subscription the app may read, following every nextLink: storage accounts,
 * key vaults, the activity log's diagnostic settings, Defender for Cloud's pricing tiers and its open alerts, and the role assignments. A fact Azure refuses or
 * cannot answer is kept with the reason, never guessed.
 */
export async function gatherAzureFacts(connection: AzureConnection, now = new Date()): Promise<AzureFacts> {
  const client = azureClient(connection);
  const listed = await attempt(
    () => everyItem<SubscriptionResource>(client, '/subscriptions', API_VERSIONS.subscriptions),
    'the subscriptions',
    AZURE_ACTIONS.subscriptions,
    connection.managementUrl,
  );
  let subscriptions: AzureSubscription[] | Unknown = listed as Unknown;
  let securityAlerts: SubscriptionAlerts[] | Unknown = listed as Unknown;
  if (Array.isArray(listed)) {
    subscriptions = [];
    securityAlerts = [];
    for (const resource of listed.filter((entry) => !INACTIVE_STATES.includes(text(entry.state)))) {
      const subscription = await subscriptionOf(client, resource, connection.managementUrl);
      subscriptions.push(subscription);
      securityAlerts.push(await subscriptionAlertsOf(client, subscription.id, subscription.name, connection.managementUrl));
    }
  }
  return { tenant: connection.tenantId, collectedAt: now.toISOString(), subscriptions, securityAlerts };
}
