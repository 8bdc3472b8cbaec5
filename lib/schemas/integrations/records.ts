import { z } from '@/lib/schemas/zod';

/**
 * The providers an organization can connect, by id: the one list the tables, the forms and the registry of
 * connectors (lib/integrations/connectors.ts, which must name each) share.
 */
export const integrationProviders = [
  'github',
  'aws',
  'okta',
  'google-workspace',
  'entra-id',
  'gitlab',
  'intune',
  'bamboohr',
  'google-cloud',
  'azure',
  'jira',
  'linear',
  'slack',
] as const;
export type IntegrationProvider = (typeof integrationProviders)[number];

const RELOAD = 'Reload the page and try again.';

/**
 * Connect GitHub: the organization's login as in its address (github.com/<login>), a personal access token
 * (fine-grained, or classic with read:org and repo) and the API URL: GitHub's, or a GitHub Enterprise Server's.
 */
export const githubConnectSchema = z.object({
  organization: z
    .string({ error: "Enter the organization's login." })
    .trim()
    .min(1, "Enter the organization's login.")
    .regex(/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/, 'Enter the login as in github.com/<login>: letters, digits and hyphens, up to 39.'),
  token: z
    .string({ error: 'Enter a personal access token.' })
    .trim()
    .min(1, 'Enter a personal access token.')
    .max(255, 'This is not a GitHub token: it is too long.')
    .regex(/^\S+$/, 'This is not a GitHub token: it has spaces.'),
  baseUrl: z
    .string({ error: 'Enter the API URL.' })
    .trim()
    .min(1, 'Enter the API URL.')
    .max(300, 'The API URL can be at most 300 characters.')
    .regex(/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i, 'Enter an http:// or https:// URL, such as https://api.github.com.'),
});
export type GithubConnect = z.infer<typeof githubConnectSchema>;

/** Disconnect: the provider named by the screen. */
export const disconnectSchema = z.object({ provider: z.enum(integrationProviders, { error: RELOAD }) });
