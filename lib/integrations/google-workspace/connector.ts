import { googleWorkspaceChecks } from '@/lib/checks/google-workspace';
import type { GoogleWorkspaceConnect } from '@/lib/schemas/integrations/google-workspace-connect';
import type { Connector, ProviderConnection } from '../connector';
import { domainOf, type GoogleConnection } from './connection';
import type { GoogleWorkspaceFacts } from './facts';
import { googleDirectoryUsers } from './people';
import { googleWorkspaceProfile } from './profile';

/** A saved connection opened back into what the client needs. */
const connectionOf = ({ baseUrl, secret }: ProviderConnection): GoogleConnection => ({
  baseUrl,
  clientEmail: secret.clientEmail ?? '',
  privateKey: secret.privateKey ?? '',
  adminEmail: secret.adminEmail ?? '',
});

/** Google Workspace: a customer read by a service account with domain-wide delegation, acting as an administrator. */
export const googleWorkspaceConnector: Connector<GoogleWorkspaceConnect, GoogleWorkspaceFacts> = {
  provider: 'google-workspace',
  name: 'Google Workspace',
  profile: googleWorkspaceProfile,
  fromInput: ({ baseUrl, serviceAccountKey, adminEmail }) => ({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    account: domainOf(adminEmail),
    secret: { clientEmail: serviceAccountKey.client_email, privateKey: serviceAccountKey.private_key, adminEmail },
  }),
  verify: async (connection) => (await import('./verify')).verifyGoogle(connectionOf(connection)),
  gather: async (connection, now) => (await import('./gather')).gatherGoogleFacts(connectionOf(connection), now),
  checks: googleWorkspaceChecks,
  people: googleDirectoryUsers,
};
