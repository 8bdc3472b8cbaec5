import { expect, test, type Page } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';

// A policy asked of one department: the roster counts only its people, and a member outside it is not asked.

async function confirmStep(page: Page, button: string, dialogTitle: string, confirm: string) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogTitle });
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test('an admin asks a policy of one department and the acceptance roster follows', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpNewOrganization(page, '/manage/people');
  await page.getByRole('button', { name: '+ Add person' }).click();
  const add = page.getByRole('dialog', { name: 'Add person' });
  await add.getByLabel('Name').fill('Sam Sales');
  await add.getByLabel('Email').fill('sam.sales@example.com');
  await add.getByLabel('Department').fill('Sales');
  await add.getByLabel('Start date').fill('2023-01-09');
  await add.getByRole('button', { name: 'Add person' }).click();
  await expect(add).toBeHidden();

  await page.goto('/manage/policies');
  await page.getByRole('button', { name: 'Use template Information Security Policy' }).click();
  await expect(page).toHaveURL(/\/manage\/policies\/[0-9a-f-]{36}\/edit$/);
  await page.getByLabel('Policy owner').fill('Nora New');
  await page.getByRole('button', { name: 'Save Draft' }).click();
  await expect(page).toHaveURL(/\/manage\/policies\/[0-9a-f-]{36}$/);
  await confirmStep(page, 'Submit for Review', 'Submit for Review', 'Submit for Review');
  await confirmStep(page, 'Approve', 'Approve Policy', 'Approve');

  const acceptance = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Acceptance', exact: true }) });
  await expect(acceptance.getByText('0 of 2 accepted')).toBeVisible();
  await expect(page.locator('dl')).toContainText('Accepted byEveryone');

  const scope = page.getByRole('form', { name: 'Who accepts this policy' });
  await scope.getByLabel('Everyone').uncheck();
  await scope.getByLabel('Sales').check();
  await scope.getByRole('button', { name: 'Save who accepts' }).click();
  await expect(scope.getByRole('status')).toHaveText('Saved: asked of Sales.');

  await expect(acceptance.getByText('0 of 1 accepted')).toBeVisible();
  await expect(acceptance.getByRole('row').filter({ hasText: 'Sam Sales' })).toContainText('Pending');
  await expect(acceptance.getByText('This policy is not asked of you: your department is outside its scope.')).toBeVisible();
  await expect(acceptance.getByRole('button', { name: 'Accept this policy' })).toHaveCount(0);
  await expect(page.locator('dl')).toContainText('Accepted bySales');
  await expect(page.locator('section').filter({ has: page.getByRole('heading', { name: 'History' }) })).toContainText(
    'Set who accepts the policy Information Security Policy: Sales',
  );
});
