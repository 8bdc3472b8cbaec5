import { gitlabChecks } from '@/lib/checks/gitlab';
import type { GitlabConnect } from '@/lib/schemas/integrations/gitlab-connect';
import type { Connector, ProviderConnection } from '../connector';
import type { GitlabConnection } from './connection';
import type { GitlabFacts } from './facts';
import { gitlabFindings } from './findings';
import { gitlabProfile } from './profile';

/** A saved connection opened back into what the client needs: the group as verified (its full path) and the token. */
const connectionOf = ({ baseUrl, account, secret }: ProviderConnection): GitlabConnection => ({
  baseUrl,
  group: account,
  token: secret.token ?? '',
});

/** GitLab (gitlab.com or self-managed): a group read through REST v4 with a read_api token. */
export const gitlabConnector: Connector<GitlabConnect, GitlabFacts> = {
  provider: 'gitlab',
  name: 'GitLab',
  profile: gitlabProfile,
  fromInput: ({ baseUrl, group, token }) => ({ baseUrl, account: group, secret: { token } }),
  verify: async (connection) => (await import('./verify')).verifyGitlab(connectionOf(connection)),
  gather: async (connection, now) => (await import('./gather')).gatherGitlabFacts(connectionOf(connection), now),
  checks: gitlabChecks,
  findings: gitlabFindings,
};
