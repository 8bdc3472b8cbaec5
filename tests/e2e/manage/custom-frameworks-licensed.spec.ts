import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

const licensedList = [
  'Requirement,Title,Group,Controls',
  '01.a,Access control policy,Access Control,AC-01',
  '01.b,User registration,Access Control,AC-02',
  '02.e,Security awareness training,Human Resources Security,HR-03',
].join('\n');

// A new organization of its own, so the demo keeps its figures.
test('an organization imports its licensed HITRUST CSF list from a CSV file, is told what to fix, and sees it grouped', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/addFrameworks');
  const card = page.getByRole('region', { name: 'HITRUST CSF' });
  await expect(card).toContainText('Licensed');
  await expect(card).toContainText('its requirements are not shipped with the product');
  await expect(card).toContainText('No licensed list imported');
  await expectNoAxeViolations(page);

  // Nothing chosen, then a bad line: each said under the box.
  await card.getByRole('button', { name: 'Import Licensed List' }).click();
  await expect(card.getByText('Choose the CSV file of your licensed requirements.')).toBeVisible();
  await card.getByRole('textbox', { name: 'Requirements' }).fill('01.a,Access control policy\n01.b,');
  await card.getByRole('button', { name: 'Import Licensed List' }).click();
  await expect(card.getByText('Line 2: give the requirement title.')).toBeVisible();

  // The file's text fills the box, to be checked before importing.
  await card.getByLabel('CSV file of your licensed requirements').setInputFiles({
    name: 'hitrust.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(licensedList),
  });
  await expect(card.getByRole('textbox', { name: 'Requirements' })).toHaveValue(licensedList);
  await card.getByRole('button', { name: 'Import Licensed List' }).click();
  await expect(page.getByText('Imported 3 requirements of your licensed HITRUST CSF list.')).toBeVisible();
  await expect(card.getByRole('link', { name: '3 imported requirements' })).toBeVisible({ timeout: 15_000 });
  await expect(card.getByRole('button', { name: 'Replace Licensed List' })).toBeVisible();

  // Its page groups the requirements as the file does.
  await card.getByRole('link', { name: '3 imported requirements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'HITRUST CSF' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: /Access Control\s+0 of 2 met/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /Human Resources Security\s+0 of 1 met/ })).toBeVisible();
});
