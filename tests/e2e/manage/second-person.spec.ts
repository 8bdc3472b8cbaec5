import { expect, test, type Page } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { inviteTeammate } from '../support/team';

// A second pair of eyes: the author of a policy version cannot approve it while another administrator can, and
// the only administrator's own approval is allowed and marked self-approved. Each test founds its own organization.

const OWN_VERSION = 'You wrote this version: another administrator must approve it.';

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
  // The policy's own text may have a Review heading too: the page's Review section is #review.
  await expect(page.locator('#review').getByRole('heading', { name: 'Review', exact: true })).toBeVisible();
  return new URL(page.url()).pathname;
}

const versions = (page: Page) => page.locator('section', { has: page.getByRole('heading', { name: 'Versions' }) });

test('an admin who wrote a policy version cannot approve it; a second admin can', async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/settings?path=organization');
  // The setting is on by default, shown to the administrator as a switch.
  await expect(page.getByRole('switch', { name: 'Require a second person to approve policies and verify evidence' })).toBeChecked();

  const { viewer: second, viewerContext } = await inviteTeammate(page, browser, 'Adam Second', 'admin');
  const path = await policyUnderReview(page);
  // The author sees why, and no Approve button; returning it stays possible.
  await expect(page.getByText(OWN_VERSION)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Return with Comments' })).toBeVisible();

  await second.goto(path);
  await expect(second.getByText(OWN_VERSION)).toHaveCount(0);
  await second.getByRole('button', { name: 'Approve', exact: true }).click();
  await second.getByRole('dialog', { name: 'Approve Policy' }).getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(versions(second)).toContainText('v1.0 approved by Adam Second');
  await expect(versions(second)).not.toContainText('self-approved');
  await page.reload();
  await expect(page.getByText('Approved the policy Information Security Policy v1.0').first()).toBeVisible();
  await expect(page.getByText('(self-approved)')).toHaveCount(0);
  await viewerContext.close();
});

test("the only administrator's own approval is allowed and shows self-approved", async ({ page }) => {
  await signUpNewOrganization(page, '/manage/policies');
  await policyUnderReview(page);
  await expect(page.getByText(OWN_VERSION)).toHaveCount(0);
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve Policy' });
  await expect(dialog).toContainText('You wrote this version: your approval is marked self-approved.');
  await dialog.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(versions(page)).toContainText('v1.0 approved by Nora New (self-approved)');
  await expect(page.getByText('Approved the policy Information Security Policy v1.0 (self-approved)')).toBeVisible();
});
