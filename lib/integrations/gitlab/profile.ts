import type { ProviderProfile } from '../framework/profile';

/** GitLab.com; a self-managed instance is its own address. */
export const GITLAB_URL = 'https://gitlab.com';

/** GitLab: a group read with a read-only access token. */
export const gitlabProfile: ProviderProfile = {
  category: 'code',
  auth: 'token',
  defaultBaseUrl: GITLAB_URL,
  collects:
    "The group's two-factor requirement, its members with their roles, each project's protected default branch and merge request approval rules, and each project's vulnerability report (GitLab Ultimate) as vulnerability findings.",
  leastPrivilege: [
    'In the group (Settings › Access tokens), create a group access token with the read_api scope only, or use a personal access token with read_api of a member of the group.',
    'Give it the Maintainer role: enough to read protected branches and approval rules; Owner is not needed, and no write scope is.',
    "Vulnerability reports need GitLab Ultimate (projects' vulnerabilities API); the Developer role already reads them. On Free or Premium they are not available and the rest is read as usual.",
  ],
};
