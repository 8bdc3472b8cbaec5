import { bamboohrChecks } from '@/lib/checks/bamboohr';
import type { BamboohrConnect } from '@/lib/schemas/integrations/bamboohr-connect';
import type { Connector, ProviderConnection } from '../connector';
import type { BamboohrConnection } from './connection';
import type { BamboohrFacts } from './facts';
import { bamboohrPeople } from './people';
import { bamboohrProfile } from './profile';

const connectionOf = ({ baseUrl, account, secret }: ProviderConnection): BamboohrConnection => ({
  baseUrl,
  subdomain: account,
  apiKey: secret.apiKey ?? '',
});

/** BambooHR: the company's employees read with an API key; the authority on People's start and end dates. */
export const bamboohrConnector: Connector<BamboohrConnect, BamboohrFacts> = {
  provider: 'bamboohr',
  name: 'BambooHR',
  profile: bamboohrProfile,
  fromInput: ({ subdomain, apiKey, baseUrl }) => ({ baseUrl, account: subdomain, secret: { apiKey } }),
  verify: async (connection) => (await import('./verify')).verifyBamboohr(connectionOf(connection)),
  gather: async (connection, now) => (await import('./gather')).gatherBamboohrFacts(connectionOf(connection), now),
  withIdentityAccounts: (facts, identity) => ({ ...facts, identity }),
  checks: bamboohrChecks,
  hrPeople: bamboohrPeople,
};
