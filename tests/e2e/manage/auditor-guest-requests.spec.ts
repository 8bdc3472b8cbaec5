import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { auditorWorkbook, inDays, requestRow, scheduleAudit, uploadEvidence } from '../support/audit-requests';
import { inviteAuditor, signUpInvitedAuditor } from '../support/auditor-guest';
import { signUpNewOrganization } from '../support/auth';
import { uniqueEmail } from '../support/session';

/** Six people who joined during the observation period, through People's CSV import: the population sampled. */
async function importJoiners(page: Page) {
  await page.goto('/manage/people');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  const importing = page.getByRole('dialog', { name: 'Import people' });
  const lines = Array.from(
    { length: 6 },
    (_, index) => `Joiner ${index + 1},guest-joiner${index + 1}@example.com,Sales,,${inDays(-25 + index * 3)},`,
  );
  await importing.getByLabel('CSV file').setInputFiles({
    name: 'people.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(['name,email,department,manager_email,start_date,end_date', ...lines].join('\n')),
  });
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing.getByText('6 people added.')).toBeVisible();
  await importing.getByRole('button', { name: 'Done' }).click();
}

async function decide(page: Page, button: string, comment: string) {
  const form = page.getByRole('form', { name: button });
  await form.getByRole('textbox').fill(comment);
  await form.getByRole('button', { name: button }).click();
}

/** The team answers a request on its page with the library's evidence and submits it. */
async function answer(page: Page, auditId: string, ref: string, evidence: string) {
  await page.goto(`/manage/audits/${auditId}`);
  await requestRow(page, ref).getByRole('link', { name: ref }).click();
  await expect(page.getByRole('heading', { name: `Request ${ref}` })).toBeVisible();
  await page.getByRole('form', { name: 'Evidence' }).getByLabel(evidence).check();
  await page.getByRole('button', { name: 'Save evidence' }).click();
  await expect(page.getByText(`Evidence: ${evidence}`)).toBeVisible();
  await decide(page, 'Submit request', `Here is ${ref}.`);
  await expect(page.getByText('Submitted', { exact: true })).toBeVisible();
}

test('an invited auditor imports 100 requests, accepts and returns answers, comments, samples, exports, and stays inside the audit', async ({
  page,
  browser,
}) => {
  // A sign-up, an import of 100 requests, two answers and two browsers: minutes on a busy machine.
  test.setTimeout(300_000);
  await signUpNewOrganization(page, '/manage');
  await importJoiners(page);
  await uploadEvidence(page, 'Q2 access review');
  const auditId = await scheduleAudit(page, 'SOC 2 fieldwork with guest');
  const otherId = await scheduleAudit(page, 'SOC 2 other audit');
  const email = uniqueEmail('guest-requests');
  await inviteAuditor(page, auditId, email);
  const auditor = await signUpInvitedAuditor(browser, email, 'SOC 2 fieldwork with guest');

  // The auditor imports their workbook of 100 requests.
  await auditor.goto(`/auditor/${auditId}`);
  const importing = auditor.getByRole('form', { name: 'Import request list' });
  await importing.getByLabel('Request list file').setInputFiles({
    name: 'pbc.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await auditorWorkbook(),
  });
  await importing.getByRole('button', { name: 'Import request list' }).click();
  await expect(auditor.getByRole('status')).toContainText('100 requests were imported.');
  await expect(auditor.getByRole('table', { name: 'Requests' }).getByRole('row')).toHaveCount(101);

  // The team answers two of them.
  await answer(page, auditId, 'R-001', 'Q2 access review');
  await answer(page, auditId, 'R-002', 'Q2 access review');

  // The auditor accepts one, returns the other with a comment, and comments in the accepted one's thread.
  await auditor.goto(`/auditor/${auditId}`);
  await requestRow(auditor, 'R-001').getByRole('link', { name: 'R-001' }).click();
  await expect(auditor.getByRole('heading', { name: 'Request R-001' })).toBeVisible();
  await expect(auditor.getByRole('list', { name: 'Evidence of the request' })).toContainText('Q2 access review');
  await expect(auditor.getByRole('form', { name: 'Submit request' })).toHaveCount(0);
  await decide(auditor, 'Accept request', 'Complete.');
  await expect(auditor.getByText('This request is accepted.')).toBeVisible();
  await auditor.getByRole('form', { name: 'Comment' }).getByRole('textbox').fill('Please keep the signed copy.');
  await auditor.getByRole('button', { name: 'Add comment' }).click();
  await expect(auditor.getByRole('list', { name: 'Thread' })).toContainText('Please keep the signed copy.');

  // The auditor flags R-002's item; the team answers in the item's thread; the auditor reads the answer and accepts the item.
  await auditor.goto(`/auditor/${auditId}`);
  await requestRow(auditor, 'R-002').getByRole('link', { name: 'R-002' }).click();
  const flagging = auditor.getByRole('form', { name: 'Flag item Q2 access review' });
  await flagging.getByLabel('What is wrong').fill('Is this the export of the whole quarter?');
  await flagging.getByRole('button', { name: 'Flag item' }).click();
  const guestItem = auditor.getByRole('list', { name: 'Evidence of the request' }).getByRole('listitem', { name: 'Q2 access review' });
  await expect(guestItem).toContainText('Flagged');

  await page.goto(`/manage/audits/${auditId}`);
  await requestRow(page, 'R-002').getByRole('link', { name: 'R-002' }).click();
  const teamThread = page.getByRole('list', { name: 'Discussion of Q2 access review' });
  await expect(teamThread).toContainText('flagged the item');
  await expect(teamThread).toContainText('Is this the export of the whole quarter?');
  const replying = page.getByRole('form', { name: 'Discuss Q2 access review' });
  await replying.getByLabel('Message on this item').fill('Yes: April to June, every account.');
  await replying.getByRole('button', { name: 'Post on this item' }).click();
  await expect(teamThread).toContainText('Yes: April to June, every account.');

  await auditor.reload();
  const guestThread = guestItem.getByRole('list', { name: 'Discussion of Q2 access review' });
  await expect(guestThread).toContainText('Yes: April to June, every account.');
  await guestItem.getByRole('form', { name: 'Accept item Q2 access review' }).getByRole('button', { name: 'Accept item' }).click();
  await expect(guestThread).toContainText('accepted the item');
  await expect(guestItem).not.toContainText('Flagged');
  await expect(guestItem).toContainText('Accepted');

  await decide(auditor, 'Return request', 'The sign-off page is missing.');
  await expect(auditor.getByRole('list', { name: 'Thread' })).toContainText('The sign-off page is missing.');

  // Two draws with one seed give the same items.
  await auditor.goto(`/auditor/${auditId}`);
  const draw = auditor.getByRole('form', { name: 'Draw sample' });
  for (let time = 0; time < 2; time += 1) {
    await draw.getByLabel('Population').selectOption('joiners');
    await draw.getByLabel('Sample size').fill('3');
    await draw.getByLabel('Seed').fill('5150');
    await draw.getByRole('button', { name: 'Draw sample' }).click();
    await expect(auditor.getByRole('list', { name: 'Items of the sample with seed 5150' })).toHaveCount(time + 1);
  }
  const samples = auditor.getByRole('list', { name: 'Items of the sample with seed 5150' });
  const first = await samples.nth(0).getByRole('listitem').allTextContents();
  expect(first).toHaveLength(3);
  expect(await samples.nth(1).getByRole('listitem').allTextContents()).toEqual(first);

  // The export carries the statuses the auditor set.
  const downloading = auditor.waitForEvent('download');
  await auditor.getByRole('link', { name: 'Export request list' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^pbc \d{4}-\d{2}-\d{2}\.xlsx$/);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const rows = workbook.worksheets[0]!.getSheetValues().filter(Boolean) as unknown[][];
  const statusOf = (ref: string) => rows.find((row) => row.includes(ref))?.includes('Accepted');
  expect(statusOf('R-001')).toBe(true);
  expect(rows.find((row) => row.includes('R-002'))).toContain('Returned');

  // The owner's side: the returned request and the auditor's acts are on the audit's page.
  await page.goto(`/manage/audits/${auditId}`);
  await expect(requestRow(page, 'R-002')).toContainText('Returned');
  const log = page.getByRole('table', { name: 'Auditor activity' });
  await expect(log).toContainText('Imported 100 requests from pbc.xlsx');
  await expect(log).toContainText('The request R-001 is now accepted');

  // Nothing outside the audit: another audit's page, its export, and a request of this audit under it.
  expect((await auditor.goto(`/auditor/${otherId}`))?.status()).toBe(404);
  expect((await auditor.goto(`/auditor/${otherId}/requests/export`))?.status()).toBe(404);
  await auditor.goto(`/auditor/${auditId}`);
  await requestRow(auditor, 'R-001').getByRole('link', { name: 'R-001' }).click();
  const requestId = new URL(auditor.url()).pathname.split('/').pop()!;
  expect((await auditor.goto(`/auditor/${otherId}/requests/${requestId}`))?.status()).toBe(404);
  await auditor.context().close();
});
