import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { stat } from '../support/stat';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

// A 40-person SaaS company starts SOC 2 from zero: its own new organization, so the demo keeps its figures.
test('a new organization sets SOC 2 up, sees it active, and gets a compliance score', async ({ page }) => {
  // A sign-up and a dozen screens: longer than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/frameworks');
  const soc2 = page.getByRole('article', { name: 'SOC 2 Type II' });

  // Activate adds SOC 2 and opens its setup; until the setup is saved it is In Progress.
  await soc2.getByRole('button', { name: 'Activate: SOC 2 Type II' }).click();
  await expect(page.getByText('Activating SOC 2 Type II framework...')).toBeVisible();
  await expect(page).toHaveURL('/manage/frameworkSetup?framework=soc2', { timeout: 15_000 });
  await page.goto('/manage/frameworks');
  await expect(soc2).toContainText('In Progress');
  await expect(stat(page, 'In Progress')).toContainText('1');
  await expect(stat(page, 'Active')).toContainText('0');

  // The dashboard already counts it in the score (0% today), not as active.
  await page.goto('/manage');
  await expect(stat(page, 'Active Frameworks')).toContainText('0');
  await expect(stat(page, 'Compliance Score')).toContainText('0%');

  // Framework Settings refuses Active before the setup is done, pointing to it.
  await page.goto('/manage/frameworkSettings');
  await expect(page.getByLabel('Status')).toHaveValue('inactive');
  await page.getByLabel('Status').selectOption('active');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(
    page.getByText('Finish the SOC 2 Type II setup before making it active: Frameworks › SOC 2 Type II › Continue Setup.'),
  ).toBeVisible();

  // Continue Setup opens the short setup; its answers are checked, then SOC 2 becomes Active.
  await page.goto('/manage/frameworks');
  await soc2.getByRole('link', { name: 'Continue Setup: SOC 2 Type II' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SOC 2 Type II Setup' })).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: 'Save Setup' }).click();
  await expect(page.getByText('Describe the systems and teams in scope.')).toBeVisible();
  await expect(page.getByText('Choose the report type.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Scope').fill('Production platform on AWS, engineering and customer support');
  // The new organization's only member, its founder.
  await page.getByLabel('Owner').selectOption({ index: 1 });
  await expect(page.getByLabel('Owner').locator('option:checked')).toHaveText(/^Nora New/);
  await page.getByLabel('Target audit date').fill(inDays(120));
  await page.getByLabel('Report type').selectOption({ label: 'Type II' });
  await page.getByRole('button', { name: 'Save Setup' }).click();
  await expect(page.getByText('The SOC 2 Type II setup is done: SOC 2 Type II is now active.')).toBeVisible();
  await expect(page).toHaveURL('/manage/frameworks');
  // Active: at 0% it is below its 95% threshold, so it asks for review.
  await expect(soc2).toContainText('Review Required');
  await expect(stat(page, 'Active')).toContainText('1');
  await expect(stat(page, 'In Progress')).toContainText('0');

  // A control judged not applicable (with its reason) meets SOC 2 A1.1.
  await page.goto('/manage/frameworkManage');
  await page.getByRole('button', { name: /^A1 Availability \d+ of \d+ met/ }).click();
  await page.getByRole('button', { name: 'Edit OPS-06 Capacity management' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Edit OPS-06 Capacity management' });
  await dialog.getByLabel('State').selectOption({ label: 'Not Applicable' });
  await dialog.getByLabel('Reason').fill('Capacity is the cloud provider’s under our contract.');
  await dialog.getByRole('button', { name: 'Save Control' }).click();
  await expect(dialog).toBeHidden();
  await expect(stat(page, 'Requirements')).toContainText('1 of 61');

  await page.goto('/manage');
  await expect(stat(page, 'Active Frameworks')).toContainText('1');
  await expect(stat(page, 'Compliance Score')).toContainText(/\d+%/);
  await expect(stat(page, 'Compliance Score')).not.toContainText('—');
  await expect(page.getByRole('region', { name: 'Framework Status' }).getByRole('listitem').first()).toContainText('Review Required');

  // A threshold the progress reaches makes it Active (Compliant on the dashboard) at once.
  await page.goto('/manage/frameworkSettings?section=advanced');
  await page.getByLabel('Compliance Threshold').fill('1');
  await page.getByRole('button', { name: 'Save Changes' }).first().click();
  await expect(page.getByText('Settings saved successfully.')).toBeVisible();
  await page.goto('/manage');
  await expect(page.getByRole('region', { name: 'Framework Status' }).getByRole('listitem').first()).toContainText('Compliant');
  await page.goto('/manage/frameworks');
  await expect(soc2.getByText('Active', { exact: true })).toBeVisible();
  await expect(soc2.getByRole('link', { name: 'Manage: SOC 2 Type II' })).toBeVisible();
});
