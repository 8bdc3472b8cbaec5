import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';

const DAY = 24 * 60 * 60 * 1000;
const dayFromToday = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** The auditor's list as they send it: a title row, then Ref, Area, Request and Due date. */
const AUDITOR_LIST = [
  'FY26 SOC 2 request list,,,',
  'Ref,Area,Information requested,Due date',
  `A-1,Access,Provide the quarterly user access review.,${dayFromToday(20)}`,
  `A-2,HR,Provide the security awareness training records.,${dayFromToday(21)}`,
  'A-3,Change,Provide the change management policy.,',
].join('\r\n');

/** Eight people who joined during the observation period, through People's CSV import. */
async function importJoiners(page: Page) {
  await page.goto('/manage/people');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import people' });
  const lines = Array.from(
    { length: 8 },
    (_, index) => `Joiner ${index + 1},joiner${index + 1}@example.com,Sales,,${dayFromToday(-150 + index * 10)},`,
  );
  await importing.getByLabel('CSV file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['name,email,department,manager_email,start_date,end_date', ...lines].join('\n')),
  });
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing.getByText('8 people added.')).toBeVisible();
  await importing.getByRole('button', { name: 'Done' }).click();
}

async function uploadEvidence(page: Page, name: string) {
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

async function scheduleTypeTwo(page: Page): Promise<string> {
  await page.goto('/manage/audits');
  await page.getByRole('button', { name: '+ Schedule Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Audit' });
  await dialog.getByLabel('Audit name').fill('SOC 2 Type II fieldwork');
  await dialog.getByLabel('Audit type').selectOption('external');
  await dialog.getByLabel('Framework').selectOption('soc2');
  await dialog.getByLabel('Auditor or firm').fill('Prescient');
  await dialog.getByLabel('Start date').fill(dayFromToday(10));
  await dialog.getByLabel('End date').fill(dayFromToday(20));
  await dialog.getByLabel('Observation starts').fill(dayFromToday(-180));
  await dialog.getByLabel('Observation ends').fill(dayFromToday(-1));
  await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('link', { name: 'View SOC 2 Type II fieldwork' }).click();
  await expect(page).toHaveURL(/\/manage\/audits\/[0-9a-f-]{36}$/);
  return page.url();
}

const requestRow = (page: Page, reference: string) =>
  page.getByRole('table', { name: 'Requests' }).getByRole('row').filter({ hasText: reference });

async function decide(page: Page, button: string, comment: string) {
  const form = page.getByRole('form', { name: button });
  await form.getByRole('textbox').fill(comment);
  await form.getByRole('button', { name: button }).click();
}

// A new organization of its own, so the demo organization keeps the figures other tests count.
test.describe('An audit’s request list', () => {
  test('is imported, answered with evidence, returned, accepted, sampled twice with one seed and exported', async ({ page }) => {
    test.setTimeout(180_000);
    await signUpNewOrganization(page, '/manage');
    await importJoiners(page);
    await uploadEvidence(page, 'Q2 access review');
    const auditUrl = await scheduleTypeTwo(page);

    // Import the auditor's CSV: the header row, reference, request and due date columns are guessed.
    const importing = page.getByRole('form', { name: 'Import request list' });
    await importing
      .getByLabel('Request list file')
      .setInputFiles({ name: 'pbc.csv', mimeType: 'text/csv', buffer: Buffer.from(AUDITOR_LIST) });
    await importing.getByRole('button', { name: 'Import request list' }).click();
    await expect(page.getByRole('status')).toContainText('3 requests were imported.');
    await expect(requestRow(page, 'A-1')).toContainText('Provide the quarterly user access review.');
    await expect(requestRow(page, 'A-3')).toContainText('Open');

    // Answer A-1 with evidence of the library and submit it; return it with a comment; submit again and accept.
    await requestRow(page, 'A-1').getByRole('link', { name: 'A-1' }).click();
    await expect(page.getByRole('heading', { name: 'Request A-1' })).toBeVisible();
    await page.getByRole('form', { name: 'Evidence' }).getByLabel('Q2 access review').check();
    await page.getByRole('button', { name: 'Save evidence' }).click();
    await expect(page.getByRole('status')).toContainText('Evidence saved.');
    // The page reads the request again after the save: its forms then carry the request's new version.
    await expect(page.getByText('Evidence: Q2 access review')).toBeVisible();
    await decide(page, 'Submit request', 'The review of the second quarter.');
    await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
    await decide(page, 'Return request', 'The sign-off page is missing.');
    await expect(page.getByText('Returned', { exact: true })).toBeVisible();
    const thread = page.getByRole('list', { name: 'Thread' });
    await expect(thread).toContainText('returned the request');
    await expect(thread).toContainText('The sign-off page is missing.');
    await decide(page, 'Submit request', 'Signed version attached.');
    await decide(page, 'Accept request', 'Complete.');
    await expect(page.getByText('Accepted', { exact: true })).toBeVisible();
    await expect(page.getByText('This request is accepted.')).toBeVisible();

    // Two draws of the same population with the same seed give the same items.
    await page.goto(auditUrl);
    await expect(requestRow(page, 'A-1')).toContainText('Accepted');
    const draw = page.getByRole('form', { name: 'Draw sample' });
    for (let time = 0; time < 2; time += 1) {
      await draw.getByLabel('Population').selectOption('joiners');
      await draw.getByLabel('Sample size').fill('3');
      await draw.getByLabel('Seed').fill('424242');
      await draw.getByRole('button', { name: 'Draw sample' }).click();
      await expect(page.getByRole('list', { name: 'Items of the sample with seed 424242' })).toHaveCount(time + 1);
    }
    const samples = page.getByRole('list', { name: 'Items of the sample with seed 424242' });
    const first = await samples.nth(0).getByRole('listitem').allTextContents();
    expect(first).toHaveLength(3);
    expect(await samples.nth(1).getByRole('listitem').allTextContents()).toEqual(first);
    await expect(requestRow(page, 'S1-01')).toContainText(first[0]!);

    // Export: the auditor's own columns, with Status and Evidence.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export request list' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^pbc \d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync((await download.path())!, 'utf8');
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Ref,Area,Information requested,Due date,Status,Evidence');
    expect(lines[1]).toContain('A-1,Access,Provide the quarterly user access review.');
    expect(lines[1]).toMatch(/,Accepted,Q2 access review$/);
    expect(lines[3]).toBe('A-3,Change,Provide the change management policy.,,Open,');
  });
});
