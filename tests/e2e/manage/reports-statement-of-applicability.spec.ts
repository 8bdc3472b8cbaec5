import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { docxText, download, workbookOf } from '../support/report-files';

// The Statement of Applicability of ISO 27001: a control set aside on the framework page reads back as not
// applicable with its reason, in the Excel and the Word files generated from the same page.

const MADE = { timeout: 60_000 };

test('the Statement of Applicability is generated from the framework page and reads back with the reason a control is left out', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signUpNewOrganization(page, '/manage/frameworks', `/register?frameworks=${encodeURIComponent('ISO 27001')}`);
  await page.goto('/manage/frameworkManage?framework=iso27001');

  // A.7.1 Physical perimeters is carried out by PHY-01 alone: set it aside for a company with no offices.
  await page.getByRole('button', { name: /^A\.7 Physical controls/ }).click();
  await page.getByRole('button', { name: 'Edit PHY-01 Facility security plan' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('State').selectOption({ label: 'Not Applicable' });
  await dialog.getByLabel('Reason').fill('Fully remote company with no offices');
  await dialog.getByRole('button', { name: 'Save Control' }).click();
  await expect(dialog).toBeHidden();

  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Statement of Applicability', exact: true }) });
  await expect(card.getByText('No Statement of Applicability has been generated yet.')).toBeVisible();
  await card.getByRole('button', { name: 'Generate Excel' }).click();
  const statements = card.getByRole('list', { name: 'Statements of Applicability' });
  await expect(statements.getByText('Generated')).toBeVisible(MADE);

  const excel = await download(page, statements.getByRole('link', { name: /^Download Statement of Applicability/ }).first());
  expect(excel.name).toMatch(/^statement-of-applicability-\d{4}-\d{2}-\d{2}.*\.xlsx$/);
  const sheet = (await workbookOf(excel.bytes)).getWorksheet('Statement of Applicability')!;
  expect(sheet.actualRowCount).toBe(94);
  const rows = Array.from({ length: 93 }, (_, index) => (sheet.getRow(index + 2).values as unknown[]).slice(1));
  expect(rows.find((row) => row[0] === 'A.7.1')!.slice(3, 6)).toEqual([
    'No',
    'PHY-01: Fully remote company with no offices',
    'Not Applicable',
  ]);
  expect(rows.filter((row) => row[3] === 'Yes').length).toBeGreaterThan(80);

  await card.getByRole('button', { name: 'Generate Word' }).click();
  await expect(statements.getByRole('listitem')).toHaveCount(2);
  await expect(statements.getByText('Generated')).toHaveCount(2, MADE);
  const word = await download(page, statements.getByRole('link', { name: /^Download Statement of Applicability/ }).first());
  expect(word.name).toMatch(/\.docx$/);
  const text = await docxText(word.path);
  expect(text).toContain('A.8.34');
  expect(text).toContain('PHY-01: Fully remote company with no offices');

  // The files are listed in Reports too.
  await page.goto('/manage/reports');
  await expect(page.getByRole('cell', { name: 'Statement of Applicability', exact: true }).first()).toBeVisible();
});
