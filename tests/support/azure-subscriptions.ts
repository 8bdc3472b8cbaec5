import { productionAssignments, type StandInAssignment } from './azure-roles';

/** The Azure stand-in's subscriptions: what each serves, as its storage accounts, key vaults, exports and plans. */
export type StandInSubscription = {
  subscriptionId: string;
  displayName: string;
  state?: string;
  storageAccounts: { name: string; httpsOnly: boolean; tls?: string; publicBlob?: boolean }[];
  vaults: { name: string; softDelete: boolean; purgeProtection?: boolean }[];
  /** The diagnostic settings exporting the activity log: the destination and the categories enabled. */
  exports: { name: string; workspace: boolean; categories: string[] }[];
  plans: Record<string, 'Free' | 'Standard'>;
  /** The SQL servers and whether each audits. */
  sqlServers?: { name: string; auditing: boolean }[];
  /** Defender for Cloud's security alerts, as Alerts - List answers them (none when left out). */
  alerts?: unknown[];
  /** Who holds which role (none when left out). */
  roleAssignments?: StandInAssignment[];
};

const ALL_PLANS = {
  VirtualMachines: 'Standard',
  SqlServers: 'Standard',
  StorageAccounts: 'Standard',
  KeyVaults: 'Standard',
  Dns: 'Free',
} as const;

/**
 * Two subscriptions, with their problems unless `fixed`: in Acme Production, acmeprodassets allows public blobs,
 * acmeprodlogs accepts HTTP and TLS 1.0, the vault acme-prod-kv has no purge protection, the activity log goes nowhere
 * Defender for SQL servers is Free and acme-prod-sql does not audit; Acme Staging is in order. A third, disabled subscription is not read.
 */
export function defaultSubscriptions(fixed = false): StandInSubscription[] {
  return [
    {
      subscriptionId: '8d2f6c1e-4b7a-4e0d-9c3b-1a2b3c4d5e6f',
      displayName: 'Acme Production',
      storageAccounts: [
        { name: 'acmeprodassets', httpsOnly: true, tls: 'TLS1_2', publicBlob: !fixed },
        { name: 'acmeprodlogs', httpsOnly: fixed, tls: fixed ? 'TLS1_2' : 'TLS1_0', publicBlob: false },
      ],
      vaults: [
        { name: 'acme-prod-kv', softDelete: true, ...(fixed ? { purgeProtection: true } : {}) },
        { name: 'acme-prod-secrets', softDelete: true, purgeProtection: true },
      ],
      exports: fixed ? [{ name: 'activity-to-sentinel', workspace: true, categories: ['Administrative', 'Security', 'Policy'] }] : [],
      plans: { ...ALL_PLANS, SqlServers: fixed ? 'Standard' : 'Free' },
      sqlServers: [{ name: 'acme-prod-sql', auditing: fixed }],
      roleAssignments: productionAssignments,
    },
    {
      subscriptionId: '2a7e9b40-1c3d-4f5e-8a9b-0c1d2e3f4a5b',
      displayName: 'Acme Staging',
      storageAccounts: [{ name: 'acmestagingdata', httpsOnly: true, tls: 'TLS1_2' }],
      vaults: [],
      exports: [
        { name: 'to-nowhere', workspace: false, categories: ['Administrative'] },
        { name: 'activity-archive', workspace: true, categories: ['Administrative'] },
      ],
      plans: { ...ALL_PLANS },
    },
    {
      subscriptionId: '5c4b3a29-0f1e-4d2c-9b8a-7f6e5d4c3b2a',
      displayName: 'Acme Old',
      state: 'Disabled',
      storageAccounts: [],
      vaults: [],
      exports: [],
      plans: {},
    },
  ];
}

/** `count` subscriptions of a large tenant, each with one storage account in order. */
export const manySubscriptions = (count: number): StandInSubscription[] =>
  Array.from({ length: count }, (_, index) => ({
    subscriptionId: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
    displayName: `Acme Team ${index}`,
    storageAccounts: [{ name: `acmeteam${index}`, httpsOnly: true, tls: 'TLS1_2', publicBlob: false }],
    vaults: [],
    exports: [{ name: 'activity', workspace: true, categories: ['Administrative'] }],
    plans: { ...ALL_PLANS },
  }));
