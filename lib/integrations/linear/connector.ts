import type { LinearConnect } from '@/lib/schemas/integrations/tracker-connect';
import type { Connector, ProviderConnection } from '../connector';
import type { LinearConnection } from './client';
import { linearProfile } from './profile';

/** What a Linear run keeps: the team issues are opened in. */
export type LinearFacts = { team: string; name: string; collectedAt: string };

/** A saved connection opened back into what the client needs. */
export const linearConnectionOf = ({ baseUrl, account, secret }: ProviderConnection): LinearConnection => ({
  baseUrl,
  teamKey: account,
  apiKey: secret.apiKey ?? '',
});

/** Linear: a team where failing checks and overdue tasks become issues, through its GraphQL API. No check of its own. */
export const linearConnector: Connector<LinearConnect, LinearFacts> = {
  provider: 'linear',
  name: 'Linear',
  profile: linearProfile,
  fromInput: ({ baseUrl, teamKey, apiKey }) => ({ baseUrl, account: teamKey, secret: { apiKey } }),
  verify: async (connection) => (await import('./verify')).verifyLinear(linearConnectionOf(connection)),
  gather: async (connection, now) => (await import('./verify')).linearTeamFacts(linearConnectionOf(connection), now),
  checks: [],
  tracker: async (connection) => (await import('./client')).linearTracker(linearConnectionOf(connection)),
};
