import { azureChecks } from '@/lib/checks/azure';
import type { AzureConnect } from '@/lib/schemas/integrations/azure-connect';
import type { Connector, ProviderConnection } from '../connector';
import { ENTRA_LOGIN_URL } from '../entra-id/profile';
import type { AzureConnection } from './connection';
import type { AzureFacts } from './facts';
import { azureFindings } from './findings';
import { azureProfile } from './profile';

/** A saved connection opened back into what the client needs: Resource Manager's address is the connection's, sign-in's sealed with the app. */
const connectionOf = ({ baseUrl, account, secret }: ProviderConnection): AzureConnection => ({
  managementUrl: baseUrl,
  loginUrl: secret.loginUrl ?? ENTRA_LOGIN_URL,
  tenantId: secret.tenantId ?? account,
  clientId: secret.clientId ?? '',
  clientSecret: secret.clientSecret ?? '',
});

/** Azure: a tenant's subscriptions read through Azure Resource Manager by an app holding the Reader role. */
export const azureConnector: Connector<AzureConnect, AzureFacts> = {
  provider: 'azure',
  name: 'Azure',
  profile: azureProfile,
  fromInput: ({ tenantId, clientId, clientSecret, loginUrl, managementUrl }) => ({
    baseUrl: managementUrl,
    account: tenantId,
    secret: { tenantId, clientId, clientSecret, loginUrl },
  }),
  verify: async (connection) => (await import('./verify')).verifyAzure(connectionOf(connection)),
  gather: async (connection, now) => (await import('./gather')).gatherAzureFacts(connectionOf(connection), now),
  checks: azureChecks,
  findings: azureFindings,
};
