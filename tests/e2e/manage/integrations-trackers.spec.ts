import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { GOOD_TOKEN, startGitlabStandIn, type GitlabStandIn } from '../../support/gitlab-stand-in';
import { EMAIL, startJiraStandIn, TOKEN, type JiraStandIn } from '../../support/jira-stand-in';

// Local servers answering GitLab's and Jira Cloud's documented shapes stand in for them, through the URLs of the forms.
let gitlab: GitlabStandIn;
let jira: JiraStandIn;
test.beforeAll(async () => {
  [gitlab, jira] = await Promise.all([startGitlabStandIn(), startJiraStandIn()]);
});
test.afterAll(() => Promise.all([gitlab.close(), jira.stop()]));

const twoFactorCheck = 'The GitLab group requires two-factor authentication';

test('an admin connects Jira after a refused token, a failing check opens one issue linked on the check, and its close in Jira shows after a sync', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/settings?path=integrations', `/register?frameworks=${encodeURIComponent('SOC 2')}`);

  const gitlabCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'GitLab' }) });
  const gitlabForm = page.getByRole('form', { name: 'Connect GitLab' });
  await gitlabForm.getByLabel('Group').fill('acme/platform');
  await gitlabForm.getByLabel('GitLab URL').fill(gitlab.url);
  await gitlabForm.getByLabel('Access token').fill(GOOD_TOKEN);
  await gitlabForm.getByRole('button', { name: 'Connect GitLab' }).click();
  await expect(gitlabCard.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });

  const jiraCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Jira', exact: true }) });
  await expect(jiraCard).toContainText('Transition issues');
  const jiraForm = page.getByRole('form', { name: 'Connect Jira' });
  await jiraForm.getByLabel('Site URL').fill(jira.url);
  await jiraForm.getByLabel('Account e-mail').fill(EMAIL);
  await jiraForm.getByLabel('Project key').fill('OPS');
  await jiraForm.getByLabel('API token').fill('ATATT3xFfGF0wrongToken000000');
  await jiraForm.getByRole('button', { name: 'Connect Jira' }).click();
  await expect(jiraForm.getByText(/^Jira refused the e-mail and API token \(401\)/)).toBeVisible();
  await jiraForm.getByLabel('API token').fill(TOKEN);
  await jiraForm.getByRole('button', { name: 'Connect Jira' }).click();
  await expect(jiraCard.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('body')).not.toContainText(TOKEN);

  // The group does not require two-factor: the run fails the check, and the sync opens its issue.
  await gitlabCard.getByRole('button', { name: 'Run checks now' }).click();
  const check = gitlabCard.getByRole('region', { name: 'Latest check run' }).getByRole('listitem', { name: twoFactorCheck });
  await expect(check).toContainText('Failed', { timeout: 20_000 });
  await jiraCard.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/^Synced: 4 opened/)).toBeVisible({ timeout: 20_000 });
  const issue = jira.issues.find((candidate) => candidate.summary.includes('two-factor'))!;
  await expect(check.getByRole('link', { name: `Jira issue ${issue.key}` })).toHaveAttribute('href', `${jira.url}/browse/${issue.key}`);

  // A second sync opens nothing new.
  await jiraCard.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/^Synced: 0 opened/)).toBeVisible({ timeout: 20_000 });
  expect(jira.issues).toHaveLength(4);

  // Closed in Jira: the next sync shows it on the check, which still fails until a run passes it.
  jira.close(issue.key, 'Dana Lee');
  await jiraCard.getByRole('button', { name: 'Sync now' }).click();
  await expect(check).toContainText('closed in Jira by Dana Lee', { timeout: 20_000 });
  await expect(check).toContainText('Failed');
});
