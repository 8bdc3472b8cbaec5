import type { JiraConnect } from '@/lib/schemas/integrations/tracker-connect';
import type { Connector, ProviderConnection } from '../connector';
import type { JiraConnection } from './client';
import { jiraProfile } from './profile';

/** What a Jira run keeps: the project issues are opened in. */
export type JiraFacts = { project: string; name: string; collectedAt: string };

/** A saved connection opened back into what the client needs. */
export const jiraConnectionOf = ({ baseUrl, account, secret }: ProviderConnection): JiraConnection => ({
  baseUrl,
  projectKey: account,
  issueType: secret.issueType ?? 'Task',
  email: secret.email ?? '',
  token: secret.token ?? '',
});

/** Jira Cloud: a project where failing checks and overdue tasks become issues. No check of its own. */
export const jiraConnector: Connector<JiraConnect, JiraFacts> = {
  provider: 'jira',
  name: 'Jira',
  profile: jiraProfile,
  fromInput: ({ baseUrl, projectKey, issueType, email, token }) => ({ baseUrl, account: projectKey, secret: { email, token, issueType } }),
  verify: async (connection) => (await import('./verify')).verifyJira(jiraConnectionOf(connection)),
  gather: async (connection, now) => (await import('./verify')).jiraProjectFacts(jiraConnectionOf(connection), now),
  checks: [],
  tracker: async (connection) => (await import('./client')).jiraTracker(jiraConnectionOf(connection)),
};
