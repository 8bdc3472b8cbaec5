'use server';

import { memberAction } from '@/lib/actions/member-action';
import { awsConnectSchema } from '@/lib/schemas/integrations/aws-connect';
import { bamboohrConnectSchema } from '@/lib/schemas/integrations/bamboohr-connect';
import { entraIdConnectSchema } from '@/lib/schemas/integrations/entra-id-connect';
import { gitlabConnectSchema } from '@/lib/schemas/integrations/gitlab-connect';
import { intuneConnectSchema } from '@/lib/schemas/integrations/intune-connect';
import { azureConnectSchema } from '@/lib/schemas/integrations/azure-connect';
import { googleCloudConnectSchema } from '@/lib/schemas/integrations/google-cloud-connect';
import { disconnectSchema, githubConnectSchema } from '@/lib/schemas/integrations/records';
import { googleWorkspaceConnectSchema } from '@/lib/schemas/integrations/google-workspace-connect';
import { oktaConnectSchema } from '@/lib/schemas/integrations/okta-connect';
import { jiraConnectSchema, linearConnectSchema, slackConnectSchema, syncTrackersSchema } from '@/lib/schemas/integrations/tracker-connect';
import { connectIntegration, disconnectIntegration, providerNames, runChecks } from '@/lib/workspace/integrations';
import { syncTrackers } from '@/lib/workspace/trackers';

// The connections show in Settings and in every framework's settings.
const pages = () => ['/manage/settings', '/manage/integrations', '/manage/frameworkSettings'];

/** Connect GitHub (admins): the token is tried first; a refusal says why and saves nothing. */
export const connectGithubAction = memberAction({
  write: connectIntegration,
  schema: githubConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'github', input);
    return { record: { id: connection.provider as string }, message: `GitHub connected to the organization ${connection.account}.` };
  },
  revalidate: pages,
});

/** Connect AWS (admins): the access key or role is tried first; a refusal says why and saves nothing. */
export const connectAwsAction = memberAction({
  write: connectIntegration,
  schema: awsConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'aws', input);
    return { record: { id: connection.provider as string }, message: `AWS connected to the account ${connection.account}.` };
  },
  revalidate: pages,
});

/** Connect Okta (admins): the API token is tried first; a refusal says why and saves nothing. */
export const connectOktaAction = memberAction({
  write: connectIntegration,
  schema: oktaConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'okta', input);
    return { record: { id: connection.provider as string }, message: `Okta connected to ${connection.account}.` };
  },
  revalidate: pages,
});

/** Connect Google Workspace (admins): the service account's token is asked and a user read first; a refusal says why. */
export const connectGoogleWorkspaceAction = memberAction({
  write: connectIntegration,
  schema: googleWorkspaceConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'google-workspace', input);
    return { record: { id: connection.provider as string }, message: `Google Workspace connected to ${connection.account}.` };
  },
  revalidate: pages,
});

/** Connect Microsoft Entra ID (admins): the app's token is asked and a user read first; a refusal says why. */
export const connectEntraIdAction = memberAction({
  write: connectIntegration,
  schema: entraIdConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'entra-id', input);
    return { record: { id: connection.provider as string }, message: `Microsoft Entra ID connected to the tenant ${connection.account}.` };
  },
  revalidate: pages,
});

/** Connect GitLab (admins): the token reads the group first; a refusal says why and saves nothing. */
export const connectGitlabAction = memberAction({
  write: connectIntegration,
  schema: gitlabConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'gitlab', input);
    return { record: { id: connection.provider as string }, message: `GitLab connected to the group ${connection.account}.` };
  },
  revalidate: pages,
});

/** Connect Microsoft Intune (admins): the app's token is asked and a managed device read first; a refusal says why. */
export const connectIntuneAction = memberAction({
  write: connectIntegration,
  schema: intuneConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'intune', input);
    return { record: { id: connection.provider as string }, message: `Microsoft Intune connected to the tenant ${connection.account}.` };
  },
  revalidate: pages,
});

/** Connect Jira (admins): the e-mail and API token read the project first; a refusal says why and saves nothing. */
export const connectJiraAction = memberAction({
  write: connectIntegration,
  schema: jiraConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'jira', input);
    return { record: { id: connection.provider as string }, message: `Jira connected: issues go to the project ${connection.account}.` };
  },
  revalidate: pages,
});

/** Connect Google Cloud (admins): the service account's token is asked and a project listed first; a refusal says why. */
export const connectGoogleCloudAction = memberAction({
  write: connectIntegration,
  schema: googleCloudConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'google-cloud', input);
    return { record: { id: connection.provider as string }, message: `Google Cloud connected through the project ${connection.account}.` };
  },
  revalidate: pages,
});

/** Connect Linear (admins): the API key reads the team first; a refusal says why and saves nothing. */
export const connectLinearAction = memberAction({
  write: connectIntegration,
  schema: linearConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'linear', input);
    return { record: { id: connection.provider as string }, message: `Linear connected: issues go to the team ${connection.account}.` };
  },
  revalidate: pages,
});

/** Connect BambooHR (admins): the API key runs a report first; a refusal says why and saves nothing. */
export const connectBamboohrAction = memberAction({
  write: connectIntegration,
  schema: bamboohrConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'bamboohr', input);
    return { record: { id: connection.provider as string }, message: `BambooHR connected to the company ${connection.account}.` };
  },
  revalidate: pages,
});

/** Connect Slack (admins): the bot token and its channel are tried first; a refusal says why and saves nothing. */
export const connectSlackAction = memberAction({
  write: connectIntegration,
  schema: slackConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'slack', input);
    return { record: { id: connection.provider as string }, message: `Slack connected: alerts go to the channel ${connection.account}.` };
  },
  revalidate: pages,
});

/** Connect Azure (admins): the app's token is asked and a subscription listed first; a refusal says why. */
export const connectAzureAction = memberAction({
  write: connectIntegration,
  schema: azureConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'azure', input);
    return { record: { id: connection.provider as string }, message: `Azure connected to the tenant ${connection.account}.` };
  },
  revalidate: pages,
});

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
