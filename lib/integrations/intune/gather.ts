import type { Unknown } from '@/lib/checks/types';
import { everyPage, type JsonClient } from '../framework/http';
import { graphClient } from '../entra-id/client';
import type { EntraConnection } from '../entra-id/connection';
import { unknownOf } from '../entra-id/failures';
import type { DevicePlatform, IntuneCompliancePolicy, IntuneDevice, IntuneFacts, MinimumVersions } from './facts';
import { INTUNE_PERMISSIONS } from './profile';

/** The fields of a managed device the checks read (Graph answers every field without $select). */
export const DEVICE_FIELDS =
  'id,deviceName,operatingSystem,osVersion,isEncrypted,complianceState,userPrincipalName,emailAddress,lastSyncDateTime';

type Page<T> = { value?: T[]; '@odata.nextLink'?: string };
type DeviceResource = Partial<
  Record<
    'id' | 'deviceName' | 'operatingSystem' | 'osVersion' | 'complianceState' | 'userPrincipalName' | 'emailAddress' | 'lastSyncDateTime',
    string | null
  >
> & { isEncrypted?: boolean | null };
type PolicyResource = {
  '@odata.type'?: string;
  id?: string;
  displayName?: string;
  passwordRequired?: boolean | null;
  passcodeRequired?: boolean | null;
  activeFirewallRequired?: boolean | null;
  firewallEnabled?: boolean | null;
  assignments?: unknown[] | null;
};

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
const iso = (value: unknown): string | null => {
  const time = typeof value === 'string' ? Date.parse(value) : NaN;
  // Intune answers 0001-01-01T00:00:00Z for a device that never synced.
  return Number.isNaN(time) || time <= 0 ? null : new Date(time).toISOString();
};

/** A policy's platform by its @odata.type (#microsoft.graph.windows10CompliancePolicy…). */
export function platformOfPolicy(type: string): DevicePlatform | null {
  const name = type.replace('#microsoft.graph.', '');
  if (name.startsWith('windows10')) return 'Windows';
  if (name.startsWith('macOS')) return 'macOS';
  if (name.startsWith('ios')) return 'iOS';
  if (name.startsWith('android')) return 'Android';
  return null;
}

const deviceOf = (resource: DeviceResource): IntuneDevice => ({
  id: text(resource.id),
  name: text(resource.deviceName) || text(resource.id),
  platform: text(resource.operatingSystem),
  osVersion: text(resource.osVersion),
  encrypted: resource.isEncrypted === true,
  compliance: text(resource.complianceState) || 'unknown',
  user: (text(resource.emailAddress) || text(resource.userPrincipalName)).toLowerCase(),
  lastSync: iso(resource.lastSyncDateTime),
});

function policyOf(resource: PolicyResource): IntuneCompliancePolicy {
  const type = text(resource['@odata.type']);
  const platform = platformOfPolicy(type);
  const firewall = resource.activeFirewallRequired ?? resource.firewallEnabled;
  return {
    id: text(resource.id),
    name: text(resource.displayName) || text(resource.id),
    platform,
    assigned: Array.isArray(resource.assignments) && resource.assignments.length > 0,
    passwordRequired: resource.passwordRequired === true || resource.passcodeRequired === true,
    firewallRequired: platform === 'Windows' || platform === 'macOS' ? firewall === true : null,
  };
}

const list = <T>(client: JsonClient, path: string, query: Record<string, string | number> = {}) =>
  everyPage<T>(async (next) => {
    const page = await client.get<Page<T>>(next ?? path, next ? {} : query);
    return { items: page.value ?? [], next: page['@odata.nextLink'] };
  });

async function attempt<T>(read: () => Promise<T>, what: string, permission: string, graphUrl: string): Promise<T | Unknown> {
  try {
    return await read();
  } catch (error) {
    return unknownOf(error, what, permission, graphUrl);
  }
}

/**
 * Gathers the facts of a tenant's devices the checks read, following every page: the managed devices and the
 * device compliance policies with their assignments. A list Graph refuses (a permission not granted) is kept with
 * the reason, naming the permission; the other is read on. People's e-mails are added by the run.
 */
export async function gatherIntuneFacts(
  connection: EntraConnection,
  minimumVersions: MinimumVersions,
  now = new Date(),
): Promise<IntuneFacts> {
  const client = graphClient(connection);
  const { graphUrl } = connection;
  const devices = await attempt(
    async () => (await list<DeviceResource>(client, '/deviceManagement/managedDevices', { $select: DEVICE_FIELDS })).map(deviceOf),
    'the managed devices',
    INTUNE_PERMISSIONS.devices,
    graphUrl,
  );
  const policies = await attempt(
    async () =>
      (await list<PolicyResource>(client, '/deviceManagement/deviceCompliancePolicies', { $expand: 'assignments' })).map(policyOf),
    'the device compliance policies',
    INTUNE_PERMISSIONS.policies,
    graphUrl,
  );
  return { tenant: connection.tenantId, collectedAt: now.toISOString(), devices, policies, minimumVersions, people: [] };
}
