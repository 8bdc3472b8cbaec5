import type { ProviderProfile } from '../framework/profile';

/** GitLab.com; a self-managed instance is its own address. */
export const GITLAB_URL = 'https://gitlab.com';

/** GitLab: a group read with a read-only access token. */
export const gitlabProfile: ProviderProfile = {
  category: 'code',
  auth: 'token',
  defaultBaseUrl: GITLAB_URL,
  collects:
    "The group's two-factor requirement, its members with their roles, and each project's protected default branch and merge request approval rules.",
  leastPrivilege: [
    'In the group (Settings › Access tokens), create a group access token with the read_api scope only, or use a personal access token with read_api of a member of the group.',
    'Give it the Maintainer role: enough to read protected branches and approval rules; Owner is not needed, and no write scope is.',
  ],
};
