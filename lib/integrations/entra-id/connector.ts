import { entraIdChecks } from '@/lib/checks/entra-id';
import type { EntraIdConnect } from '@/lib/schemas/integrations/entra-id-connect';
import type { Connector, ProviderConnection } from '../connector';
import type { EntraConnection } from './connection';
import type { EntraFacts } from './facts';
import { entraDirectoryUsers } from './people';
import { ENTRA_LOGIN_URL, entraIdProfile } from './profile';

/** A saved connection opened back into what the client needs: Graph's address is the connection's, sign-in's sealed with the app. */
const connectionOf = ({ baseUrl, account, secret }: ProviderConnection): EntraConnection => ({
  graphUrl: baseUrl,
  loginUrl: secret.loginUrl ?? ENTRA_LOGIN_URL,
  tenantId: secret.tenantId ?? account,
  clientId: secret.clientId ?? '',
  clientSecret: secret.clientSecret ?? '',
});

/** Microsoft Entra ID: a tenant read through Microsoft Graph by an app registration with read-only application permissions. */
export const entraIdConnector: Connector<EntraIdConnect, EntraFacts> = {
  provider: 'entra-id',
  name: 'Microsoft Entra ID',
  profile: entraIdProfile,
  fromInput: ({ tenantId, clientId, clientSecret, loginUrl, graphUrl }) => ({
    baseUrl: graphUrl,
    account: tenantId,
    secret: { tenantId, clientId, clientSecret, loginUrl },
  }),
  verify: async (connection) => (await import('./verify')).verifyEntra(connectionOf(connection)),
  gather: async (connection, now) => (await import('./gather')).gatherEntraFacts(connectionOf(connection), now),
  withLeavers: (facts, leavers) => ({ ...facts, leavers: [...leavers] }),
  checks: entraIdChecks,
  people: entraDirectoryUsers,
};
