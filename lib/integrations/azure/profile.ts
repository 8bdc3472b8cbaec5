import type { ProviderProfile } from '../framework/profile';

/** Azure Resource Manager, where a run reads; the app signs in at Microsoft's identity platform (Entra ID's). */
export const AZURE_MANAGEMENT_URL = 'https://management.azure.com';

/** The api-version of each resource type read, as Azure Resource Manager asks of every request. */
export const API_VERSIONS = {
  subscriptions: '2022-12-01',
  storageAccounts: '2023-05-01',
  vaults: '2023-07-01',
  diagnosticSettings: '2021-05-01-preview',
  pricings: '2024-01-01',
  sqlServers: '2021-11-01',
  alerts: '2022-01-01',
  roleAssignments: '2022-04-01',
  roleDefinitions: '2022-04-01',
} as const;

/** The read actions a run needs, each named where its list is refused; the Reader role holds them all. */
export const AZURE_ACTIONS = {
  subscriptions: 'Microsoft.Resources/subscriptions/read',
  storageAccounts: 'Microsoft.Storage/storageAccounts/read',
  vaults: 'Microsoft.KeyVault/vaults/read',
  diagnosticSettings: 'Microsoft.Insights/diagnosticSettings/read',
  pricings: 'Microsoft.Security/pricings/read',
  sqlServers: 'Microsoft.Sql/servers/read',
  sqlAuditing: 'Microsoft.Sql/servers/auditingSettings/read',
  alerts: 'Microsoft.Security/alerts/read',
  roleAssignments: 'Microsoft.Authorization/roleAssignments/read',
  roleDefinitions: 'Microsoft.Authorization/roleDefinitions/read',
} as const;

/** Azure: an app registration holding the Reader role on each subscription, reading Azure Resource Manager. */
export const azureProfile: ProviderProfile = {
  category: 'cloud',
  auth: 'oauth-client-credentials',
  defaultBaseUrl: AZURE_MANAGEMENT_URL,
  collects:
    "Every subscription the app may read: its storage accounts (HTTPS only, minimum TLS, public blob access, encryption), key vaults (soft delete, purge protection), the activity log's export and Microsoft Defender for Cloud's plans, SQL servers' auditing, the role assignments of each subscription for access reviews, and Defender for Cloud's open security alerts as vulnerability findings.",
  leastPrivilege: [
    'In the Microsoft Entra admin center (App registrations › New registration), register an app for this tenant only, with no redirect URI and no API permission, and create a client secret.',
    "In each subscription to read (Access control (IAM) › Add role assignment), assign the app the Reader role at subscription scope: it is the least privilege, and reads configuration only, never data nor keys' values.",
    `The Reader role holds every action a run calls: ${Object.values(AZURE_ACTIONS).join(', ')}.`,
  ],
};
