'use server';

import { memberAction } from '@/lib/actions/member-action';
import { disconnectSchema, githubConnectSchema } from '@/lib/schemas/integrations';
import { connectIntegration, disconnectIntegration, providerNames, runChecks } from '@/lib/workspace/integrations';

// The connections show in Settings and in every framework's settings.
const pages = () => ['/manage/settings', '/manage/frameworkSettings'];

/** Connect GitHub (admins): the token is tried first; a refusal says why and saves nothing. */
export const connectGithubAction = memberAction({
  permission: 'integrations.manage',
  schema: githubConnectSchema,
  work: async (member, input) => {
    const connection = await connectIntegration(member, 'github', input);
    return { record: { id: connection.provider as string }, message: `GitHub connected to the organization ${connection.account}.` };
  },
  revalidate: pages,
});

/** Disconnect (admins): the credentials are deleted at once. */
export const disconnectIntegrationAction = memberAction({
  permission: 'integrations.manage',
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
  permission: 'records.edit',
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
  revalidate: () => ['/manage/settings', '/manage/evidence'],
});
