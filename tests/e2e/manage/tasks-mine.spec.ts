import { expect, test, type Page } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { inviteTeammate } from '../support/team';

// My tasks is read from the records: a policy one administrator submits becomes the other's task to approve, and
// every new person's training is due. The dashboard's count is the number of rows My tasks lists. The test founds
// its own organization, so the demo organization's figures stay as seeded.

/** Uses the Information Security Policy template, saves the draft and submits it; answers the policy's address. */
async function policyUnderReview(page: Page): Promise<string> {
  await page.goto('/manage/policies');
  await page.getByRole('button', { name: 'Use template Information Security Policy' }).click();
  await expect(page).toHaveURL(/\/manage\/policies\/[0-9a-f-]{36}\/edit$/);
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/manage\/policies\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Submit for Review', exact: true }).click();
  const submit = page.getByRole('dialog', { name: 'Submit for Review' });
  await submit.getByRole('button', { name: 'Submit for Review', exact: true }).click();
  await expect(submit).toBeHidden();
  return new URL(page.url()).pathname;
}

const taskRows = (page: Page) => page.getByRole('main').getByRole('region').getByRole('listitem');

test('My tasks lists what the records ask of each person, and the dashboard counts the same rows', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page);
  const { viewer: second, viewerContext } = await inviteTeammate(page, browser, 'Adam Second', 'admin');
  const policyPath = await policyUnderReview(page);

  // The second administrator reaches My tasks first in the Programme menu.
  await second.goto('/manage');
  const nav = second.getByRole('navigation', { name: 'Management', exact: true });
  const programme = nav.getByRole('button', { name: 'Programme' });
  await programme.click();
  const menuLinks = second.locator(`[id="${await programme.getAttribute('aria-controls')}"]`).getByRole('link');
  await expect(menuLinks.first()).toHaveText('My tasks');
  await menuLinks.first().click();
  await expect(second).toHaveURL('/manage/tasks');
  await expect(second).toHaveTitle(/^My tasks \|/);
  await expect(second.getByRole('heading', { level: 1, name: 'My tasks' })).toBeVisible();

  const approvals = second.getByRole('region', { name: /^Policies to approve/ });
  await expect(approvals.getByRole('link', { name: 'Information Security Policy v1.0' })).toHaveAttribute('href', policyPath);
  await expect(approvals).toContainText('Under review: awaiting approval');
  const training = second.getByRole('region', { name: /^Security training/ });
  await expect(training.getByRole('link', { name: 'Complete your security awareness training' })).toHaveAttribute(
    'href',
    '/manage/training',
  );
  await expect(training).toContainText('Due in 30 days');
  await expect(training.getByText('Overdue', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(second);
  const rows = await taskRows(second).count();
  expect(rows).toBe(2);

  // The kind filter shows one kind, and says so when a kind has none.
  await second.getByRole('link', { name: /^Security training \(1\)/ }).click();
  await expect(second).toHaveURL('/manage/tasks?kind=training');
  await expect(taskRows(second)).toHaveCount(1);
  await second.goto('/manage/tasks?kind=control');
  await expect(second.getByRole('heading', { name: 'No tasks in Controls to implement' })).toBeVisible();

  // The dashboard's card counts the same rows and leads back to them.
  await second.goto('/manage');
  const card = second.getByRole('region', { name: 'My Tasks' });
  await expect(card).toContainText(`${rows} tasks`);
  await expect(card).toContainText('None overdue');
  await card.getByRole('link', { name: 'View my tasks' }).click();
  await expect(second).toHaveURL('/manage/tasks');
  await expect(taskRows(second)).toHaveCount(rows);

  // The author is not asked to approve their own version while another administrator can.
  await page.goto('/manage/tasks');
  await expect(page.getByRole('region', { name: /^Security training/ })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Policies to approve/ })).toHaveCount(0);
  const ownRows = await taskRows(page).count();
  await page.goto('/manage');
  await expect(page.getByRole('region', { name: 'My Tasks' })).toContainText(`${ownRows} ${ownRows === 1 ? 'task' : 'tasks'}`);

  // Once approved, the approval leaves the second administrator's tasks and acceptance joins everyone's.
  await second.goto(policyPath);
  await second.getByRole('button', { name: 'Approve', exact: true }).click();
  await second.getByRole('dialog', { name: 'Approve Policy' }).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(second.getByText('v1.0 approved by Adam Second').first()).toBeVisible();
  await second.goto('/manage/tasks');
  await expect(second.getByRole('region', { name: /^Policies to approve/ })).toHaveCount(0);
  await expect(
    second.getByRole('region', { name: /^Policies to accept/ }).getByRole('link', { name: 'Information Security Policy v1.0' }),
  ).toBeVisible();
  await expect(second.getByRole('region', { name: /^Policies to accept/ })).toContainText('Due in 14 days');
  await viewerContext.close();
});
