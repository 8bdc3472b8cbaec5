import type { ProviderProfile } from '../framework/profile';

/** Jira Cloud: each site has its own address, https://<site>.atlassian.net. */
export const JIRA_EXAMPLE_URL = 'https://acme.atlassian.net';

/** Jira Cloud: issues opened in one project for failing checks and overdue tasks. */
export const jiraProfile: ProviderProfile = {
  category: 'work-tracking',
  auth: 'token',
  defaultBaseUrl: '',
  collects:
    'Nothing is collected: an issue is opened in the project for each check failing on a resource and each overdue task, commented and closed when it passes or is done.',
  leastPrivilege: [
    'Create an Atlassian account for the product (or use your own) and an API token at id.atlassian.com › Security › API tokens.',
    "Give the account only the project's Browse projects, Create issues, Add comments and Transition issues permissions (a project role with them); no site or Jira administrator rights.",
  ],
};
