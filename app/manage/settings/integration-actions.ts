'use server';

import type { z } from 'zod';
import { memberAction } from '@/lib/actions/member-action';
import { awsConnectSchema } from '@/lib/schemas/integrations/aws-connect';
import { bamboohrConnectSchema } from '@/lib/schemas/integrations/bamboohr-connect';
import { entraIdConnectSchema } from '@/lib/schemas/integrations/entra-id-connect';
import { gitlabConnectSchema } from '@/lib/schemas/integrations/gitlab-connect';
import { intuneConnectSchema } from '@/lib/schemas/integrations/intune-connect';
import { azureConnectSchema } from '@/lib/schemas/integrations/azure-connect';
import { googleCloudConnectSchema } from '@/lib/schemas/integrations/google-cloud-connect';
import { disconnectSchema, githubConnectSchema, type IntegrationProvider } from '@/lib/schemas/integrations/records';
import { googleWorkspaceConnectSchema } from '@/lib/schemas/integrations/google-workspace-connect';
import { oktaConnectSchema } from '@/lib/schemas/integrations/okta-connect';
import { jiraConnectSchema, linearConnectSchema, slackConnectSchema, syncTrackersSchema } from '@/lib/schemas/integrations/tracker-connect';
import { connectIntegration, disconnectIntegration, providerNames, runChecks } from '@/lib/workspace/integrations';
import { syncTrackers } from '@/lib/workspace/trackers';

// The connections show in Settings and in every framework's settings.
const pages = () => ['/manage/settings', '/manage/integrations', '/manage/frameworkSettings'];

/**
 * A provider's connect action (admins): its credentials are tried with the provider first, a refusal says why and
 * saves nothing, and success names the account connected.
 */
function connectAction(provider: IntegrationProvider, schema: z.ZodType, connected: (account: string) => string) {
  return memberAction({
    write: connectIntegration,
    schema,
    work: async (member, input) => {
      const connection = await connectIntegration(member, provider, input);
      return { record: { id: connection.provider as string }, message: connected(connection.account) };
    },
    revalidate: pages,
  });
}

/** Connect GitHub (admins): the token is tried first; a refusal says why and saves nothing. */
export const connectGithubAction = connectAction(
  'github',
  githubConnectSchema,
  (account) => `GitHub connected to the organization ${account}.`,
);

/** Connect AWS (admins): the access key or role is tried first; a refusal says why and saves nothing. */
export const connectAwsAction = connectAction('aws', awsConnectSchema, (account) => `AWS connected to the account ${account}.`);

/** Connect Okta (admins): the API token is tried first; a refusal says why and saves nothing. */
export const connectOktaAction = connectAction('okta', oktaConnectSchema, (account) => `Okta connected to ${account}.`);

/** Connect Google Workspace (admins): the service account's token is asked and a user read first; a refusal says why. */
export const connectGoogleWorkspaceAction = connectAction(
  'google-workspace',
  googleWorkspaceConnectSchema,
  (account) => `Google Workspace connected to ${account}.`,
);

/** Connect Microsoft Entra ID (admins): the app's token is asked and a user read first; a refusal says why. */
export const connectEntraIdAction = connectAction(
  'entra-id',
  entraIdConnectSchema,
  (account) => `Microsoft Entra ID connected to the tenant ${account}.`,
);

/** Connect GitLab (admins): the token reads the group first; a refusal says why and saves nothing. */
export const connectGitlabAction = connectAction('gitlab', gitlabConnectSchema, (account) => `GitLab connected to the group ${account}.`);

/** Connect Microsoft Intune (admins): the app's token is asked and a managed device read first; a refusal says why. */
export const connectIntuneAction = connectAction(
  'intune',
  intuneConnectSchema,
  (account) => `Microsoft Intune connected to the tenant ${account}.`,
);

/** Connect Jira (admins): the e-mail and API token read the project first; a refusal says why and saves nothing. */
export const connectJiraAction = connectAction(
  'jira',
  jiraConnectSchema,
  (account) => `Jira connected: issues go to the project ${account}.`,
);

/** Connect Google Cloud (admins): the service account's token is asked and a project listed first; a refusal says why. */
export const connectGoogleCloudAction = connectAction(
  'google-cloud',
  googleCloudConnectSchema,
  (account) => `Google Cloud connected through the project ${account}.`,
);

/** Connect Linear (admins): the API key reads the team first; a refusal says why and saves nothing. */
export const connectLinearAction = connectAction(
  'linear',
  linearConnectSchema,
  (account) => `Linear connected: issues go to the team ${account}.`,
);

/** Connect BambooHR (admins): the API key runs a report first; a refusal says why and saves nothing. */
export const connectBamboohrAction = connectAction(
  'bamboohr',
  bamboohrConnectSchema,
  (account) => `BambooHR connected to the company ${account}.`,
);

/** Connect Slack (admins): the bot token and its channel are tried first; a refusal says why and saves nothing. */
export const connectSlackAction = connectAction(
  'slack',
  slackConnectSchema,
  (account) => `Slack connected: alerts go to the channel ${account}.`,
);

/** Connect Azure (admins): the app's token is asked and a subscription listed first; a refusal says why. */
export const connectAzureAction = connectAction('azure', azureConnectSchema, (account) => `Azure connected to the tenant ${account}.`);

/** Sync now (members and admins): issues opened, commented and read, and new items posted, as the schedule does. */
export const syncTrackersAction = memberAction({
  write: syncTrackers,
  schema: syncTrackersSchema,
  work: async (member) => {
    const done = await syncTrackers(member);
    const parts = [
      `${done.opened} opened`,
      `${done.resolved} resolved`,
      `${done.closedInTracker} closed in the tracker`,
      `${done.alerted} posted`,
      ...(done.failed > 0 ? [`${done.failed} to try again`] : []),
    ];
    return {
      record: { id: 'trackers' },
      message: `Synced: ${parts.join(', ')}.${done.problems.length ? ` ${done.problems.join(' ')}` : ''}`,
    };
  },
  revalidate: () => ['/manage/settings'],
});

/** Disconnect (admins): the credentials are deleted at once. */
export const disconnectIntegrationAction = memberAction({
  write: disconnectIntegration,
  schema: disconnectSchema,
  work: async (member, { provider }) => {
    const { account } = await disconnectIntegration(member, provider);
    return {
      record: { id: provider as string },
      message: `${providerNames[provider]} (${account}) disconnected. Its credentials were deleted.`,
    };
  },
  revalidate: pages,
});

/** Run checks now (members and admins): the provider's facts gathered, every check run, the facts kept as evidence. */
export const runChecksAction = memberAction({
  write: runChecks,
  schema: disconnectSchema,
  work: async (member, { provider }) => {
    const run = await runChecks(member, provider);
    const failed = run.results.filter((result) => result.outcome === 'fail').length;
    const unknown = run.results.filter((result) => result.outcome === 'unknown').length;
    return {
      record: { id: provider as string },
      message: `${providerNames[provider]} checks ran: ${run.results.length - failed - unknown} passed, ${failed} failed, ${unknown} could not be evaluated. The facts were filed as evidence.`,
    };
  },
  revalidate: () => ['/manage/settings', '/manage/integrations', '/manage/evidence'],
});
