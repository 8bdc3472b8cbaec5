import { expect, test, type Page } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { ADMIN_EMAIL, fixtureUsers, startGoogleStandIn, type GoogleStandIn } from '../../support/google-workspace-stand-in';
import { API_KEY, startLinearStandIn, type LinearStandIn } from '../../support/linear-stand-in';

// Local servers answering Google's token endpoint and Admin SDK, and Linear's GraphQL API, stand in for them through
// the URLs of the forms; Linear's keeps the issues opened and what was done to them.
let google: GoogleStandIn;
let linear: LinearStandIn;
test.beforeAll(async () => {
  [google, linear] = await Promise.all([startGoogleStandIn(), startLinearStandIn()]);
});
test.afterAll(() => Promise.all([google.close(), linear.stop()]));

const enrolledCheck = 'Every active Google Workspace user is enrolled in 2-Step Verification';
const cardOf = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a failing Google Workspace check opens one Linear issue linked on the check, and enrolling the user passes it and completes the issue', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/settings?path=integrations', `/register?frameworks=${encodeURIComponent('SOC 2')}`);

  const googleCard = cardOf(page, 'Google Workspace');
  const googleForm = page.getByRole('form', { name: 'Connect Google Workspace' });
  await googleForm.getByLabel('Service account JSON key').fill(google.serviceAccountKey);
  await googleForm.getByLabel('Administrator e-mail').fill(ADMIN_EMAIL);
  await googleForm.getByLabel('API URL').fill(google.url);
  await googleForm.getByRole('button', { name: 'Connect Google Workspace' }).click();
  await expect(googleCard.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });

  const linearCard = cardOf(page, 'Linear');
  const linearForm = page.getByRole('form', { name: 'Connect Linear' });
  await linearForm.getByLabel('Team key').fill('ENG');
  await linearForm.getByLabel('Linear API URL').fill(linear.url);
  await linearForm.getByLabel('API key').fill(API_KEY);
  await linearForm.getByRole('button', { name: 'Connect Linear' }).click();
  await expect(linearCard.getByText('Connected', { exact: true })).toBeVisible({ timeout: 15_000 });
  const body = page.locator('body');
  await expect(body).not.toContainText('PRIVATE KEY');
  await expect(body).not.toContainText(API_KEY);

  // Bob is not enrolled in 2-Step Verification: the run fails the check, and the sync opens its issue.
  await googleCard.getByRole('button', { name: 'Run checks now' }).click();
  const check = googleCard.getByRole('region', { name: 'Latest check run' }).getByRole('listitem', { name: enrolledCheck });
  await expect(check).toContainText('Failed', { timeout: 20_000 });
  await expect(check).toContainText('bob@acme.com');
  await linearCard.getByRole('button', { name: 'Sync now' }).click();
  // The stand-in's tenant fails other checks too (a suspended administrator, 2-Step Verification not enforced), each its own issue.
  await expect(page.getByText(/^Synced: [1-9]\d* opened, 0 resolved/)).toBeVisible({ timeout: 20_000 });
  const opened = linear.issues.length;
  const enrolledIssues = linear.issues.filter((candidate) => candidate.title.includes(enrolledCheck));
  expect(enrolledIssues).toHaveLength(1);
  const issue = enrolledIssues[0]!;
  await expect(check.getByRole('link', { name: `Linear issue ${issue.identifier}` })).toHaveAttribute(
    'href',
    `https://linear.app/acme/issue/${issue.identifier}`,
  );

  // Another run and sync of the same failures open nothing new.
  // The first run's confirmation may still show, so the second run's answer is waited for itself.
  const ranAgain = page.waitForResponse(
    (response) => response.request().method() === 'POST' && Boolean(response.request().headers()['next-action']),
  );
  await googleCard.getByRole('button', { name: 'Run checks now' }).click();
  expect((await ranAgain).ok()).toBe(true);
  await linearCard.getByRole('button', { name: 'Sync now' }).click();
  await expect(page.getByText(/^Synced: 0 opened, 0 resolved/)).toBeVisible({ timeout: 20_000 });
  expect(linear.issues).toHaveLength(opened);

  // Bob enrolls in 2-Step Verification: the next run passes the check, and the sync completes its issue in Linear.
  google.set({ users: fixtureUsers().map((user) => (user.primaryEmail === 'bob@acme.com' ? { ...user, isEnrolledIn2Sv: true } : user)) });
  await googleCard.getByRole('button', { name: 'Run checks now' }).click();
  await expect(check).toContainText('Passed', { timeout: 20_000 });
  await expect(check.getByRole('link', { name: `Linear issue ${issue.identifier}` })).toHaveCount(0);
  await linearCard.getByRole('button', { name: 'Sync now' }).click();
  // The run's own refresh of the page can land after the sync's and clear its message: Linear's side is what counts.
  await expect.poll(() => issue.stateType, { timeout: 20_000 }).toBe('completed');
  expect(issue.comments).toEqual(['The check passes again in Complia; this issue is resolved.']);
  expect(linear.issues.filter((candidate) => candidate.stateType === 'completed')).toEqual([issue]);
});
