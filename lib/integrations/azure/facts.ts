import type { SubscriptionAlerts } from './defender-alerts';
import type { Unknown } from '@/lib/checks/types';
import type { AzureRoleAssignment } from './role-assignments';

/** A storage account with the settings the checks read (null where Azure leaves the property out). */
export type StorageAccount = {
  name: string;
  httpsOnly: boolean;
  minimumTlsVersion: string | null;
  allowBlobPublicAccess: boolean | null;
  /** Microsoft.Storage (Microsoft-managed keys) or Microsoft.Keyvault (customer-managed). */
  encryptionKeySource: string | null;
};

export type KeyVault = { name: string; softDelete: boolean | null; purgeProtection: boolean };

/** A subscription diagnostic setting: where the activity log goes and the categories it sends. */
export type ActivityLogExport = { name: string; destinations: string[]; categories: string[] };

/** A Microsoft Defender for Cloud plan and its pricing tier (Free or Standard). */
export type DefenderPlan = { name: string; tier: string };

/** A logical SQL server and whether its server-level auditing is on. */
export type SqlServer = { name: string; auditing: boolean | Unknown };

export type AzureSubscription = {
  id: string;
  name: string;
  storageAccounts: StorageAccount[] | Unknown;
  keyVaults: KeyVault[] | Unknown;
  activityLogExports: ActivityLogExport[] | Unknown;
  defenderPlans: DefenderPlan[] | Unknown;
  sqlServers: SqlServer[] | Unknown;
  /** Who holds which role in the subscription, for access reviews (absent from runs made before they were read). */
  roleAssignments?: AzureRoleAssignment[] | Unknown;
};

/** What an Azure run gathered: every enabled subscription the app may read, with what its checks read. */
export type AzureFacts = {
  tenant: string;
  collectedAt: string;
  subscriptions: AzureSubscription[] | Unknown;
  /** Each subscription's open Defender for Cloud alerts, or why the subscriptions could not be listed. */
  securityAlerts?: SubscriptionAlerts[] | Unknown;
};
