import { slackChecks } from '@/lib/checks/slack';
import type { SlackConnect } from '@/lib/schemas/integrations/tracker-connect';
import type { Connector, ProviderConnection } from '../connector';
import type { SlackConnection } from './client';
import type { SlackFacts } from './facts';
import { slackProfile } from './profile';

/** A saved connection opened back into what the client needs: the channel is kept with the sealed token. */
const connectionOf = ({ baseUrl, secret }: ProviderConnection): SlackConnection => ({
  baseUrl,
  token: secret.token ?? '',
  channel: secret.channel ?? '',
});

/** Slack: alerts to a channel through the Web API with a bot token, and the workspace's two-factor requirement. */
export const slackConnector: Connector<SlackConnect, SlackFacts> = {
  provider: 'slack',
  name: 'Slack',
  profile: slackProfile,
  fromInput: ({ baseUrl, token, channel }) => ({ baseUrl, account: channel, secret: { token, channel } }),
  verify: async (connection) => (await import('./gather')).verifySlack(connectionOf(connection)),
  gather: async (connection, now) => (await import('./gather')).gatherSlackFacts(connectionOf(connection), now),
  checks: slackChecks,
  alerts: async (connection) => (await import('./gather')).slackChannel(connectionOf(connection)),
};
