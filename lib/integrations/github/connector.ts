import { githubChecks } from '@/lib/checks/github';
import type { GithubConnect } from '@/lib/schemas/integrations/records';
import type { Connector } from '../connector';
import type { GithubFacts } from './facts';
import { githubFindings } from './findings';
import { githubProfile } from './profile';

/** GitHub: an organization read with a personal access token, on github.com or a GitHub Enterprise Server. */
export const githubConnector: Connector<GithubConnect, GithubFacts> = {
  provider: 'github',
  name: 'GitHub',
  profile: githubProfile,
  fromInput: ({ organization, token, baseUrl }) => ({ baseUrl, account: organization, secret: { token } }),
  verify: async ({ baseUrl, account, secret }) =>
    (await import('./verify')).verifyGithub({ baseUrl, organization: account, token: secret.token ?? '' }),
  gather: async ({ baseUrl, account, secret }, now) =>
    (await import('./gather')).gatherGithubFacts({ baseUrl, organization: account, token: secret.token ?? '' }, now),
  checks: githubChecks,
  findings: githubFindings,
};
