import type { ProviderProfile } from '../framework/profile';

/** Slack's Web API address; its methods are /api/<method> under it. */
export const SLACK_URL = 'https://slack.com';

/** Slack: alerts to one channel, and whether the workspace requires two-factor sign-in. */
export const slackProfile: ProviderProfile = {
  category: 'messages',
  auth: 'token',
  defaultBaseUrl: SLACK_URL,
  collects:
    'The workspace settings team.info shows (two-factor where the plan exposes it); new failing checks and overdue tasks are posted to the channel, one message a sync.',
  leastPrivilege: [
    'Create a Slack app for the workspace (api.slack.com › Your Apps) and give its bot only the chat:write, channels:read and team:read scopes; install it to the workspace.',
    'Invite the bot to the channel (/invite @your-app) and copy the channel ID (channel details › About, such as C0123456789).',
  ],
};
