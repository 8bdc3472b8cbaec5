import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { stat } from '../support/stat';

const charter = [
  'Requirement,Title,Controls',
  'BSC-1,Staff take security training every year,HR-03',
  'BSC-2,"Access is reviewed, every quarter",AC-03;AC-05',
  'BSC-3,Background checks before hiring,HR-01',
].join('\n');

// A new organization of its own, so the demo keeps its figures.
test('an organization makes its own framework from a CSV file, maps it to controls, sees its progress, edits and deletes it', async ({
  page,
}) => {
  // A sign-up and several screens: longer than the default 30 s on a busy machine.
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/addFrameworks');

  await page.getByRole('button', { name: 'Create Custom Framework' }).click();
  await expect(page.getByText('Creating custom framework...')).toBeVisible();
  await expect(page).toHaveURL('/manage/addFrameworks/custom', { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Create Custom Framework' })).toBeVisible();
  await expectNoAxeViolations(page);

  // What is missing or wrong is said under its field, by line.
  await page.getByRole('button', { name: 'Create Framework' }).click();
  await expect(page.getByText('Enter the framework name.')).toBeVisible();
  await expect(page.getByText('Enter at least one requirement, or import a CSV file.')).toBeVisible();
  await page.getByLabel('Framework name').fill('Board Security Charter');
  await page.getByLabel('Requirements').fill('BSC-1,Training,HR-03\nBSC-2,Unknown control,ZZ-99');
  await page.getByRole('button', { name: 'Create Framework' }).click();
  await expect(page.getByText('Line 2: ZZ-99 is not a control of the library.')).toBeVisible();

  // An imported file replaces the box, to be checked before saving.
  await page.getByLabel('Import a CSV file').setInputFiles({ name: 'charter.csv', mimeType: 'text/csv', buffer: Buffer.from(charter) });
  await expect(page.getByLabel('Requirements')).toHaveValue(charter);
  await page.getByRole('button', { name: 'Create Framework' }).click();
  await expect(page).toHaveURL(/\/manage\/frameworks\/custom\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Board Security Charter' })).toBeVisible();
  await expect(stat(page, 'Requirements met')).toContainText('0 of 3');
  await expect(page.getByRole('button', { name: /Board Security Charter\s+0 of 3 met/ })).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('list', { name: 'Controls for BSC-2' })).toContainText('AC-03');
  await expect(page.getByRole('list', { name: 'Controls for BSC-2' })).toContainText('AC-05');

  // Judging a control not applicable meets the requirement it alone maps to.
  await page.getByRole('button', { name: 'Edit HR-01 Background screening' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit HR-01 Background screening' });
  await dialog.getByLabel('State').selectOption({ label: 'Not Applicable' });
  await dialog.getByLabel('Reason').fill('Contractors only, screened by their agency.');
  await dialog.getByRole('button', { name: 'Save Control' }).click();
  await expect(dialog).toBeHidden();
  await expect(stat(page, 'Requirements met')).toContainText('1 of 3');
  await expect(stat(page, 'Progress')).toContainText('33%');

  await page.goto('/manage/frameworks');
  const cards = page.getByRole('region', { name: 'Your custom frameworks' });
  await expect(cards).toContainText('Board Security Charter');
  await expect(cards).toContainText('1 of 3 requirements met · 33%');

  // Editing shows the requirements as CSV lines; saving renames it.
  await cards.getByRole('link', { name: 'Manage: Board Security Charter' }).click();
  await page.getByRole('link', { name: 'Edit Requirements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Board Security Charter' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByLabel('Requirements')).toHaveValue(
    /^Requirement,Title,Controls\nBSC-1,Staff take security training every year,HR-03\n/,
  );
  await page.getByLabel('Framework name').fill('Board Charter 2027');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Board Charter 2027' })).toBeVisible({ timeout: 15_000 });

  // Delete asks first; the framework then leaves the Frameworks screen.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete Board Charter 2027?' }).getByRole('button', { name: 'Delete Framework' }).click();
  await expect(page).toHaveURL('/manage/frameworks', { timeout: 15_000 });
  await expect(page.getByRole('region', { name: 'Your custom frameworks' })).toHaveCount(0);
});
