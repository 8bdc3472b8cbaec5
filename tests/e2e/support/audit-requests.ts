import ExcelJS from 'exceljs';
import { expect, type Page } from '@playwright/test';

const DAY = 24 * 60 * 60 * 1000;
export const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);
export const reference = (index: number) => `R-${String(index + 1).padStart(3, '0')}`;

/** The auditor's list of 100 requests as an Excel workbook: a title row, then Ref, Request and Due date. */
export async function auditorWorkbook(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('PBC');
  sheet.addRow(['FY26 SOC 2 request list']);
  sheet.addRow(['Ref', 'Information requested', 'Due date']);
  for (let index = 0; index < 100; index += 1) sheet.addRow([reference(index), `Provide item ${index + 1} of the list.`, inDays(20)]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/** Uploads a PDF as a SOC 2 system log of the evidence library. */
export async function uploadEvidence(page: Page, name: string) {
  await page.goto('/manage/evidence');
  await page.getByRole('button', { name: '+ Upload Evidence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Evidence' });
  await dialog.getByLabel('Evidence name').fill(name);
  await dialog.getByLabel('Framework').selectOption('soc2');
  await dialog.getByLabel('Evidence type').selectOption('system-log');
  await dialog
    .getByLabel('Files')
    .setInputFiles({ name: 'review.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 review') });
  await dialog.getByRole('button', { name: 'Upload Evidence' }).click();
  await expect(dialog).toBeHidden();
}

/** Schedules an external SOC 2 audit with an observation period over the last 30 days and opens its page; its id. */
export async function scheduleAudit(page: Page, name: string): Promise<string> {
  await page.goto('/manage/audits');
  await page.getByRole('button', { name: '+ Schedule Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Audit' });
  await dialog.getByLabel('Audit name').fill(name);
  await dialog.getByLabel('Audit type').selectOption('external');
  await dialog.getByLabel('Framework').selectOption('soc2');
  await dialog.getByLabel('Auditor or firm').fill('Ledger & Co');
  await dialog.getByLabel('Start date').fill(inDays(1));
  await dialog.getByLabel('End date').fill(inDays(10));
  await dialog.getByLabel('Observation starts').fill(inDays(-30));
  await dialog.getByLabel('Observation ends').fill(inDays(0));
  await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('link', { name: `View ${name}`, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/manage\/audits\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split('/').pop()!;
}

/** The row of the request `ref` in the table of requests. */
export const requestRow = (page: Page, ref: string) =>
  page.getByRole('table', { name: 'Requests' }).getByRole('row').filter({ hasText: ref });
