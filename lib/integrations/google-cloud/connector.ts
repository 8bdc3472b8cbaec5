import { googleCloudChecks } from '@/lib/checks/google-cloud';
import type { GoogleCloudConnect } from '@/lib/schemas/integrations/google-cloud-connect';
import type { Connector, ProviderConnection } from '../connector';
import { accountOf, type GoogleCloudConnection } from './connection';
import type { GoogleCloudFacts } from './facts';
import { googleCloudFindings } from './findings';
import { googleCloudProfile } from './profile';

/** A saved connection opened back into what the client needs. */
const connectionOf = ({ baseUrl, secret }: ProviderConnection): GoogleCloudConnection => ({
  baseUrl,
  clientEmail: secret.clientEmail ?? '',
  privateKey: secret.privateKey ?? '',
});

/** Google Cloud: the projects a service account with read-only roles sees, read through Google's REST APIs. */
export const googleCloudConnector: Connector<GoogleCloudConnect, GoogleCloudFacts> = {
  provider: 'google-cloud',
  name: 'Google Cloud',
  profile: googleCloudProfile,
  fromInput: ({ baseUrl, serviceAccountKey }) => ({
    baseUrl: baseUrl.replace(/\/+$/, ''),
    account: accountOf(serviceAccountKey.client_email),
    secret: { clientEmail: serviceAccountKey.client_email, privateKey: serviceAccountKey.private_key },
  }),
  verify: async (connection) => (await import('./verify')).verifyGoogleCloud(connectionOf(connection)),
  gather: async (connection, now) => (await import('./gather')).gatherGoogleCloudFacts(connectionOf(connection), now),
  checks: googleCloudChecks,
  findings: googleCloudFindings,
};
