import type { ProviderProfile } from '../framework/profile';
import { GITHUB_API_URL } from './client';

/** GitHub: a personal access token of an organization owner, read-only where GitHub allows it. */
export const githubProfile: ProviderProfile = {
  category: 'code',
  auth: 'token',
  defaultBaseUrl: GITHUB_API_URL,
  collects:
    "The organization's two-factor requirement, each repository's default branch protection, open critical Dependabot and secret scanning alerts.",
  leastPrivilege: [
    'Create a fine-grained personal access token owned by the organization, or a classic token with read:org and repo.',
    'Fine-grained: grant read-only Administration, Contents metadata, Dependabot alerts and Secret scanning alerts on all repositories, and read-only organization Administration.',
    "GitHub shows the two-factor requirement only to an owner's token; any other token leaves that check as could not evaluate.",
  ],
};
