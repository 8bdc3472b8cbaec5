import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { inviteTeammate } from '../support/team';
import { GOOD_TOKEN, startGithubStandIn, type GithubStandIn } from '../../support/github-stand-in';
import { GOOD_TOKEN as OKTA_TOKEN, startOktaStandIn, type OktaStandIn } from '../../support/okta-stand-in';

// A local server answering recorded GitHub responses stands in for GitHub, through the API URL of the form.
let github: GithubStandIn;
let okta: OktaStandIn;
test.beforeAll(async () => {
  github = await startGithubStandIn();
  okta = await startOktaStandIn();
});
test.afterAll(() => Promise.all([github.close(), okta.close()]));

/** A day `days` from today, as the date input takes it. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test('an admin connects GitHub after a refused token, runs its checks, sees a fix pass, frameworks see it connected, a member cannot change it, and Disconnect removes it', async ({
  page,
  browser,
}) => {
  // A sign-up, an invitation and several screens: longer than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  // It follows SOC 2, whose settings list the integrations too.
  await signUpNewOrganization(page, '/manage/settings?path=integrations', `/register?frameworks=${encodeURIComponent('SOC 2')}`);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'GitHub' }) });
  await expect(card).toContainText('Not Connected');
  await expect(page.getByText('Connected', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  const form = page.getByRole('form', { name: 'Connect GitHub' });
  await form.getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(form.getByText("Enter the organization's login.")).toBeVisible();
  await form.getByLabel('Organization').fill('acme-corp');
  await form.getByLabel('Personal access token').fill('ghp_revoked');
  await form.getByLabel('API URL').fill(github.url);
  await form.getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(form.getByText('GitHub refused the token (401). Check that it has read:org and repo.')).toBeVisible();
  await expect(card).toContainText('Not Connected');

  await form.getByLabel('Personal access token').fill(GOOD_TOKEN);
  await form.getByRole('button', { name: 'Connect GitHub' }).click();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(card).toContainText(`Organization acme-corp at ${github.url}`);
  // The token is never shown again.
  await expect(page.locator('body')).not.toContainText(GOOD_TOKEN);

  // Run checks now: a result per check, what failed and why, and the facts filed as evidence.
  await card.getByRole('button', { name: 'Run checks now' }).click();
  const run = card.getByRole('region', { name: 'Latest check run' });
  const reviews = run.getByRole('listitem', { name: "Every active repository's default branch requires a reviewed pull request" });
  await expect(reviews).toContainText('Failed', { timeout: 20_000 });
  await expect(reviews).toContainText('web: main is not protected.');
  await expect(reviews).toContainText('infra: trunk is not protected.');
  await expect(run.getByRole('listitem', { name: 'The GitHub organization requires two-factor authentication' })).toContainText('Passed');
  await expect(run.getByRole('listitem', { name: 'No critical Dependabot alert stays open more than 30 days' })).toContainText(
    'web: 1 critical Dependabot alert(s) open more than 30 days: #7.',
  );

  // The failing check puts its controls in need of attention on the framework's page.
  await page.goto('/manage/frameworkManage');
  await page.getByRole('button', { name: /^CC8 Change Management \d+ of \d+ met/ }).click();
  const changeControls = page.getByRole('list', { name: 'Controls for CC8.1' });
  await expect(changeControls).toContainText('Needs attention');
  await expect(changeControls).toContainText("Failing check: Every active repository's default branch requires a reviewed pull request.");
  // The dashboard agrees.
  await page.goto('/manage');
  const attention = page.getByRole('region', { name: 'Controls Needing Attention' });
  await expect(attention).toContainText('SDL-05');
  await expect(attention).toContainText("Failing check: Every active repository's default branch requires a reviewed pull request");
  await page.goto('/manage/settings?path=integrations');

  // An exception, with its reason and expiry, stops the failure counting against the controls while it holds.
  await reviews.getByRole('button', { name: 'Record exception' }).click();
  const exception = reviews.getByRole('form', { name: /^Exception for / });
  await exception.getByRole('button', { name: 'Record exception' }).click();
  await expect(exception.getByText('Enter the reason.')).toBeVisible();
  await exception.getByLabel('Reason').fill('The web and infra repositories move to a new host this month.');
  const expiry = dayFromToday(30);
  await exception.getByLabel('Expires on').fill(expiry);
  await exception.getByRole('button', { name: 'Record exception' }).click();
  await expect(reviews).toContainText(`Exception until ${expiry}, recorded by Nora New`, { timeout: 15_000 });
  await page.goto('/manage/frameworkManage');
  await page.getByRole('button', { name: /^CC8 Change Management \d+ of \d+ met/ }).click();
  await expect(changeControls).not.toContainText('Needs attention');
  await page.goto('/manage/settings?path=integrations');
  await reviews.getByRole('button', { name: 'End exception' }).click();
  await expect(reviews).not.toContainText('Exception until', { timeout: 15_000 });
  await expect(reviews.getByRole('button', { name: 'Record exception' })).toBeVisible();

  // The repositories get protected on GitHub: the next run shows them passing.
  const reviewed = { status: 200, body: { required_pull_request_reviews: { required_approving_review_count: 1 } } };
  github.set({
    answers: {
      '/repos/acme-corp/web/branches/main/protection': reviewed,
      '/repos/acme-corp/infra/branches/trunk/protection': reviewed,
    },
  });
  await card.getByRole('button', { name: 'Run checks now' }).click();
  await expect(reviews).toContainText('Passed', { timeout: 20_000 });
  await expect(reviews).not.toContainText('not protected');
  const history = card.getByRole('region', { name: 'GitHub check history' });
  await expect(history).toContainText("Fixed, Every active repository's default branch requires a reviewed pull request");
  await expect(history).toContainText("Started failing, Every active repository's default branch requires a reviewed pull request");
  await page.goto('/manage/frameworkManage');
  await page.getByRole('button', { name: /^CC8 Change Management \d+ of \d+ met/ }).click();
  await expect(changeControls).not.toContainText('Needs attention');
  await page.goto('/manage');
  await expect(attention).not.toContainText('SDL-05');
  await page.goto('/manage/settings?path=integrations');

  await run.getByRole('link', { name: 'Open its evidence' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^GitHub checks of acme-corp, \d{4}-\d{2}-\d{2}$/ })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText('SDL-05', { exact: false }).first()).toBeVisible();

  // Passing checks back their controls by themselves: the collection panel counts them for SOC 2.
  await page.goto('/manage/evidence');
  await expect(page.getByRole('progressbar', { name: 'SOC 2 controls backed' })).toBeVisible();
  await expect(page.getByText(/^[1-9]\d* of \d+ controls backed, [1-9]\d* by a passing check$/)).toBeVisible();
  await page.goto('/manage/settings?path=integrations');

  // A member sees the connection, with nothing to change.
  const { viewer: member, viewerContext } = await inviteTeammate(page, browser, 'Mona Member', 'member');
  await member.goto('/manage/settings?path=integrations');
  await expect(member.getByText(`Organization acme-corp at ${github.url}`)).toBeVisible();
  await expect(member.getByRole('button', { name: 'Disconnect GitHub' })).toHaveCount(0);
  await viewerContext.close();

  await page.goto('/manage/frameworkSettings?section=integrations');
  await expect(page.getByText('Connected', { exact: true })).toHaveCount(1);
  await expect(page.getByText(/Connected to acme-corp\./)).toBeVisible();

  await page.goto('/manage/settings?path=integrations');
  await card.getByRole('button', { name: 'Disconnect GitHub' }).click();
  await page.getByRole('dialog', { name: 'Disconnect GitHub' }).getByRole('button', { name: 'Disconnect' }).click();
  await expect(card).toContainText('Not Connected');
  await expect(page.getByRole('form', { name: 'Connect GitHub' })).toBeVisible();
});

test('an admin connects Okta against its stand-in after a refused token and sees its three checks run', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpNewOrganization(page, '/manage/settings?path=integrations');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Okta' }) });
  await expect(card).toContainText('Not Connected');
  await expect(page.getByRole('form', { name: 'Connect AWS' })).toBeVisible();

  const form = page.getByRole('form', { name: 'Connect Okta' });
  await form.getByLabel('Okta URL').fill(okta.url);
  await form.getByLabel('API token').fill('00aRevokedOktaToken0000000000000000000000');
  await form.getByRole('button', { name: 'Connect Okta' }).click();
  await expect(form.getByText(/^Okta refused the API token \(401\)/)).toBeVisible();
  await expect(card).toContainText('Not Connected');

  await form.getByLabel('API token').fill(OKTA_TOKEN);
  await form.getByRole('button', { name: 'Connect Okta' }).click();
  await expect(card.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('body')).not.toContainText(OKTA_TOKEN);

  await card.getByRole('button', { name: 'Run checks now' }).click();
  const run = card.getByRole('region', { name: 'Latest check run' });
  const mfa = run.getByRole('listitem', { name: 'Every active Okta user is enrolled in multi-factor authentication' });
  await expect(mfa).toContainText('Failed', { timeout: 20_000 });
  await expect(mfa).toContainText('bob@acme.example');
  await expect(run.getByRole('listitem', { name: 'No suspended Okta user holds an administrator role' })).toContainText(
    'dave@acme.example',
  );
  await expect(run.locator(':scope > ul > li')).toHaveCount(3);

  // The run filled People with Okta's active users, marked as coming from Okta.
  await page.goto('/manage/people');
  const people = page.getByRole('table');
  await expect(people.getByRole('row').filter({ hasText: 'Alice Ng' })).toContainText('Engineering');
  await expect(people.getByRole('row').filter({ hasText: 'Carol Diaz' })).toBeVisible();
  await expect(people.getByRole('row').filter({ hasText: 'Dave Kim' })).toHaveCount(0);
  await people.getByRole('link', { name: 'Alice Ng' }).click();
  const details = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Details' }) });
  await expect(details).toContainText('Okta (identity provider)');
  await expect(details).toContainText('2025-02-10');
});
