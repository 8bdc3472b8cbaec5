import { z } from '@/lib/schemas/zod';
import { apiAddress } from './api-url';

const secretField = (what: string, tooShort: string) =>
  z
    .string({ error: `Enter ${what}.` })
    .trim()
    .min(1, `Enter ${what}.`)
    .regex(/^\S+$/, `This is not ${what}: it has spaces.`)
    .min(16, tooShort)
    .max(512, `This is not ${what}: it is too long.`);

/**
 * Connect Jira Cloud: the site's address, the account's e-mail and API token, the project key issues are opened in
 * and their issue type. Other keys are left out.
 */
export const jiraConnectSchema = z.object({
  baseUrl: z
    .string({ error: 'Enter the site URL.' })
    .trim()
    .min(1, 'Enter the site URL.')
    .pipe(apiAddress('the site URL', 'https://acme.atlassian.net').unwrap()),
  email: z
    .string({ error: 'Enter the e-mail address of the Atlassian account.' })
    .trim()
    .max(254, 'The e-mail can be at most 254 characters.')
    .pipe(z.email('Enter the e-mail address of the Atlassian account.')),
  token: secretField('an API token', 'This is not a Jira API token: it is too short.'),
  projectKey: z
    .string({ error: 'Enter the project key.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z][A-Z0-9_]{1,9}$/, 'Enter the project key as in its issues (OPS in OPS-12): 2 to 10 letters or digits.'),
  issueType: z
    .string({ error: 'Enter the issue type.' })
    .trim()
    .min(1, 'Enter the issue type, such as Task or Bug.')
    .max(60, 'The issue type can be at most 60 characters.')
    .default('Task'),
});
export type JiraConnect = z.infer<typeof jiraConnectSchema>;

/** Connect Linear: a personal API key, the team's key issues are opened in, and the API's address. */
export const linearConnectSchema = z.object({
  apiKey: secretField('a Linear API key', 'This is not a Linear API key: it is too short.'),
  teamKey: z
    .string({ error: 'Enter the team key.' })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9]{1,7}$/, 'Enter the team key as in its issues (ENG in ENG-12).'),
  baseUrl: apiAddress('the Linear API URL', 'https://api.linear.app'),
});
export type LinearConnect = z.infer<typeof linearConnectSchema>;

/** Connect Slack: a bot token (xoxb-), the channel's ID alerts go to, and the Web API's address. */
export const slackConnectSchema = z.object({
  token: secretField('a Slack bot token', 'This is not a Slack bot token: it is too short.').refine(
    (token) => token.startsWith('xoxb-'),
    'Enter the bot token, which starts with xoxb-.',
  ),
  channel: z
    .string({ error: 'Enter the channel ID.' })
    .trim()
    .toUpperCase()
    .regex(/^[CG][A-Z0-9]{6,20}$/, 'Enter the channel ID (C0123456789, in the channel’s details), not its name.'),
  baseUrl: apiAddress('the Slack API URL', 'https://slack.com'),
});
export type SlackConnect = z.infer<typeof slackConnectSchema>;

/** Sync now posts no field: the organization's own tracker and channel are synced. */
export const syncTrackersSchema = z.object({});
