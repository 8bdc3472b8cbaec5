import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { signIn } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

const FIXTURE = path.join(process.cwd(), 'tests/fixtures/questionnaires/security-questionnaire.xlsx');

/** Approves `answer` on the question card at `position` and answers the worksheet row it came from. */
async function approve(page: Page, position: number, answer: string): Promise<number> {
  const card = page.getByRole('article', { name: `Question ${position}`, exact: true });
  const row = Number(/row (\d+)/.exec(await card.innerText())![1]);
  await card.getByLabel(`Answer to question ${position}`).fill(answer);
  await card.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByRole('article', { name: `Question ${position}`, exact: true }).getByText(/^Approved by /)).toBeVisible();
  return row;
}

test.describe('Questionnaires', () => {
  test('a customer workbook is uploaded, answered from the records, approved and downloaded filled in', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, '/manage');
    const nav = page.getByRole('navigation', { name: 'Management', exact: true });
    await nav.getByRole('button', { name: 'Programme' }).click();
    await nav.getByRole('link', { name: 'Questionnaires' }).click();
    await expect(page).toHaveURL('/manage/questionnaires');
    await page.getByRole('link', { name: 'Upload questionnaire' }).click();

    // A file that is not a questionnaire is refused with a message saying why.
    await page.getByLabel('Questionnaire name').fill('Not a questionnaire');
    await page.getByLabel('Questionnaire file').setInputFiles({ name: 'empty.csv', mimeType: 'text/csv', buffer: Buffer.from('   ') });
    await page.getByRole('button', { name: 'Upload questionnaire' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'This file has no rows to read.' })).toBeVisible();
    await expectNoAxeViolations(page);

    const name = `Northwind supplier review ${Date.now()}`;
    await page.getByLabel('Questionnaire name').fill(name);
    await page.getByLabel('Customer').fill('Northwind Retail');
    await page.getByLabel('Questionnaire file').setInputFiles(FIXTURE);
    await page.getByRole('button', { name: 'Upload questionnaire' }).click();

    // The guessed sheet and columns are preselected, with the question count.
    await expect(page).toHaveURL(/\/manage\/questionnaires\/[0-9a-f-]{36}\/columns/, { timeout: 30_000 });
    await expect(page.getByLabel('Sheet')).toHaveValue('Security Questionnaire');
    await expect(page.getByLabel('Header row')).toHaveValue('3');
    await expect(page.getByLabel('Question column')).toHaveValue('2');
    await expect(page.getByLabel('Answer column')).toHaveValue('4');
    await expect(page.getByLabel('Yes/No column')).toHaveValue('3');
    await expect(page.getByText('60 questions found', { exact: true })).toBeVisible();
    // Another choice is previewed with its own count before anything is read again.
    await page.getByLabel('Question column').selectOption('5');
    await expect(page.getByText('0 questions found', { exact: true })).toBeVisible();
    await page.getByLabel('Question column').selectOption('2');
    await expect(page.getByText('60 questions found', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Use these columns' }).click();
    await expect(page).toHaveURL(/\/manage\/questionnaires\/[0-9a-f-]{36}$/, { timeout: 30_000 });
    await expect(page.getByRole('heading', { name })).toBeVisible();

    // Suggestions from the demo organization's records, each with its sources and confidence.
    await page.getByRole('button', { name: 'Get suggestions' }).click();
    await expect(page.getByRole('button', { name: 'Suggest again' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/Suggested answer · Confidence \d+%/).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Sources' }).first()).toBeVisible();
    await expectNoAxeViolations(page);

    const rows = [
      await approve(page, 1, 'Yes. Customer data is encrypted at rest with AES-256, as our Data Encryption Policy requires.'),
      await approve(page, 2, 'Yes. Data in transit is protected with TLS 1.2 or later.'),
      await approve(page, 3, 'We rotate encryption keys every year.'),
    ];
    await page.getByRole('button', { name: /^Approved \(3\)$/ }).click();
    await expect(page.getByRole('article')).toHaveCount(3);

    // The customer's own workbook comes back with the approved answers in the answer column.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download workbook' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('security-questionnaire (answered).xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await readFile((await download.path())!)) as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Security Questionnaire')!;
    expect(sheet.getCell(rows[0]!, 4).value).toBe(
      'Yes. Customer data is encrypted at rest with AES-256, as our Data Encryption Policy requires.',
    );
    expect(sheet.getCell(rows[1]!, 4).value).toBe('Yes. Data in transit is protected with TLS 1.2 or later.');
    expect(sheet.getCell(rows[2]!, 4).value).toBe('We rotate encryption keys every year.');
    expect(sheet.getCell(rows[0]!, 3).value).toBe('Yes');
    // Everything else is as the customer sent it.
    expect(sheet.getCell('A1').value).toBe('Northwind Retail \u2013 Supplier Security Questionnaire');
    expect(sheet.getCell(3, 4).value).toBe('Vendor Response');
    expect(sheet.getCell(rows[2]! + 1, 4).value).toBeNull();
    expect(workbook.getWorksheet('Instructions')!.getCell('A1').value).toBe('Supplier Security Questionnaire');

    const pdf = await page.request.get(`${new URL(page.url()).pathname}/download?format=pdf`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-disposition']).toContain(`attachment; filename="${name}.pdf"`);

    // The list counts the approved answers, and the library keeps them.
    await page.goto('/manage/questionnaires');
    const listed = page.getByRole('row').filter({ hasText: name });
    await expect(listed.getByRole('cell').nth(2)).toHaveText('60');
    await expect(listed.getByRole('cell').nth(3)).toHaveText('3');
    await page.getByRole('link', { name: 'Answer library' }).click();
    await expect(page.getByText('We rotate encryption keys every year.').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
