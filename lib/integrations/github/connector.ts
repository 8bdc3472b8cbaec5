import { githubChecks } from '@/lib/checks/github';
import type { GithubConnect } from '@/lib/schemas/integrations';
import type { Connector } from '../connector';
import type { GithubFacts } from './facts';
import { gatherGithubFacts } from './gather';
import { verifyGithub } from './verify';

/** GitHub: an organization read with a personal access token, on github.com or a GitHub Enterprise Server. */
export const githubConnector: Connector<GithubConnect, GithubFacts> = {
  provider: 'github',
  name: 'GitHub',
  fromInput: ({ organization, token, baseUrl }) => ({ baseUrl, account: organization, secret: { token } }),
  verify: ({ baseUrl, account, secret }) => verifyGithub({ baseUrl, organization: account, token: secret.token ?? '' }),
  gather: ({ baseUrl, account, secret }, now) => gatherGithubFacts({ baseUrl, organization: account, token: secret.token ?? '' }, now),
  checks: githubChecks,
};
