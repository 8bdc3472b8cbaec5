import { intuneChecks } from '@/lib/checks/intune';
import { isUnknown } from '@/lib/checks/types';
import type { IntuneConnect } from '@/lib/schemas/integrations/intune-connect';
import type { Connector, ProviderConnection } from '../connector';
import type { EntraConnection } from '../entra-id/connection';
import { ENTRA_LOGIN_URL } from '../entra-id/profile';
import type { IntuneFacts } from './facts';
import { intuneProfile, minimumVersionsOf } from './profile';

/** A saved connection opened back into what Graph's client needs (the same app credentials as Entra ID's). */
const connectionOf = ({ baseUrl, account, secret }: ProviderConnection): EntraConnection => ({
  graphUrl: baseUrl,
  loginUrl: secret.loginUrl ?? ENTRA_LOGIN_URL,
  tenantId: secret.tenantId ?? account,
  clientId: secret.clientId ?? '',
  clientSecret: secret.clientSecret ?? '',
});

/**
 * Microsoft Intune: a tenant's managed devices read through Microsoft Graph, with the app token code of Entra ID. A
 * connection of its own, so an organization reads its devices whether or not it connects its directory.
 */
export const intuneConnector: Connector<IntuneConnect, IntuneFacts> = {
  provider: 'intune',
  name: 'Microsoft Intune',
  profile: intuneProfile,
  // The chosen minimum releases are no secret, but travel with the connection's fields, which a new connection replaces.
  fromInput: ({ tenantId, clientId, clientSecret, loginUrl, graphUrl, minimumWindows, minimumMacos, minimumIos, minimumAndroid }) => ({
    baseUrl: graphUrl,
    account: tenantId,
    secret: { tenantId, clientId, clientSecret, loginUrl, minimumWindows, minimumMacos, minimumIos, minimumAndroid },
  }),
  verify: async (connection) => (await import('./verify')).verifyIntune(connectionOf(connection)),
  gather: async (connection, now) =>
    (await import('./gather')).gatherIntuneFacts(connectionOf(connection), minimumVersionsOf(connection.secret), now),
  withPeople: (facts, people) => ({ ...facts, people: people.map((person) => person.email.toLowerCase()) }),
  checks: intuneChecks,
  devices: ({ devices }) =>
    isUnknown(devices)
      ? null
      : devices.map(({ id, lastSync, user, ...device }) => ({
          ...device,
          externalId: id,
          userEmail: user,
          lastSyncAt: lastSync ? new Date(lastSync) : null,
        })),
};
