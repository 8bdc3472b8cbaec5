import type { ProviderProfile } from '../framework/profile';

/** Linear's API address; its GraphQL endpoint is /graphql under it. */
export const LINEAR_URL = 'https://api.linear.app';

/** Linear: issues opened in one team for failing checks and overdue tasks. */
export const linearProfile: ProviderProfile = {
  category: 'work-tracking',
  auth: 'token',
  defaultBaseUrl: LINEAR_URL,
  collects:
    'Nothing is collected: an issue is opened in the team for each check failing on a resource and each overdue task, commented and completed when it passes or is done.',
  leastPrivilege: [
    'In Linear (Settings › Security & access › Personal API keys), create a key of a member of the team, restricted to that team if your plan allows it.',
    'Give it Read and Create issues and comments only (Write to complete issues); no admin scope.',
  ],
};
