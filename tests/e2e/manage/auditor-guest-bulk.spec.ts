import { expect, test, type Page } from '@playwright/test';
import { auditorWorkbook, requestRow, scheduleAudit, uploadEvidence } from '../support/audit-requests';
import { inviteAuditor, signUpInvitedAuditor } from '../support/auditor-guest';
import { signUpNewOrganization } from '../support/auth';
import { uniqueEmail } from '../support/session';

const requestsTable = (page: Page) => page.getByRole('table', { name: 'Requests' });

test('the team submits all 100 imported requests at once, the auditor flags one item, accepts the rest at once and the fixed one after', async ({
  page,
  browser,
}) => {
  // A sign-up, two uploads, an import of 100 requests and two browsers: minutes on a busy machine.
  test.setTimeout(300_000);
  await signUpNewOrganization(page, '/manage');
  await uploadEvidence(page, 'Access review draft');
  await uploadEvidence(page, 'Signed access review');
  const auditId = await scheduleAudit(page, 'SOC 2 fieldwork in bulk');
  const email = uniqueEmail('guest-bulk');
  await inviteAuditor(page, auditId, email);
  const auditor = await signUpInvitedAuditor(browser, email, 'SOC 2 fieldwork in bulk');

  // Set-up: the auditor's workbook of 100 requests.
  await auditor.goto(`/auditor/${auditId}`);
  const importing = auditor.getByRole('form', { name: 'Import request list' });
  await importing.getByLabel('Request list file').setInputFiles({
    name: 'pbc.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await auditorWorkbook(),
  });
  await importing.getByRole('button', { name: 'Import request list' }).click();
  await expect(auditor.getByRole('status')).toContainText('100 requests were imported.');

  // The team answers every open request with one evidence item and submits them in one action.
  await page.goto(`/manage/audits/${auditId}`);
  const teamSelection = page.getByRole('form', { name: 'Selected requests' });
  await teamSelection.getByRole('button', { name: 'Select all open' }).click();
  await teamSelection.getByLabel('Evidence for the selected requests').selectOption({ label: 'Access review draft' });
  await teamSelection.getByRole('button', { name: 'Submit selected with this evidence (100)' }).click();
  await expect(page.getByRole('status').filter({ hasText: '100 requests submitted.' })).toBeVisible();
  await expect(requestsTable(page).getByText('Submitted', { exact: true })).toHaveCount(100);

  // The auditor flags the item of R-001 with what is wrong.
  await auditor.goto(`/auditor/${auditId}`);
  await requestRow(auditor, 'R-001').getByRole('link', { name: 'R-001' }).click();
  await expect(auditor.getByRole('heading', { name: 'Request R-001' })).toBeVisible();
  const flagging = auditor.getByRole('form', { name: 'Flag item Access review draft' });
  await flagging.getByLabel('What is wrong').fill('The draft has no sign-off.');
  await flagging.getByRole('button', { name: 'Flag item' }).click();
  const item = auditor.getByRole('list', { name: 'Evidence of the request' }).getByRole('listitem', { name: 'Access review draft' });
  await expect(item).toContainText('Flagged');
  await expect(item).toContainText('The draft has no sign-off.');

  // The auditor shows the submitted requests, selects them all and accepts them: the flagged one is skipped.
  await auditor.goto(`/auditor/${auditId}`);
  const guestSelection = auditor.getByRole('form', { name: 'Selected requests' });
  await guestSelection.getByLabel('Show', { exact: true }).selectOption('submitted');
  await guestSelection.getByRole('button', { name: 'Select all submitted' }).click();
  await guestSelection.getByRole('button', { name: 'Accept selected (100)' }).click();
  await expect(
    auditor.getByRole('status').filter({ hasText: '99 requests accepted. 1 skipped: R-001 (one evidence item is flagged).' }),
  ).toBeVisible();
  await guestSelection.getByLabel('Show', { exact: true }).selectOption('');
  await expect(requestsTable(auditor).getByText('Accepted', { exact: true })).toHaveCount(99);

  // The uploader finds the flagged item in My tasks and replaces it on the request.
  await page.goto('/manage/tasks?kind=audit-evidence-flag');
  await page
    .getByRole('region', { name: /^Evidence flagged by the auditor/ })
    .getByRole('link', { name: 'Replace the evidence Access review draft of the request R-001' })
    .click();
  await expect(page.getByRole('heading', { name: 'Request R-001' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Evidence of the request' })).toContainText('The draft has no sign-off.');
  const evidence = page.getByRole('form', { name: 'Evidence' });
  await evidence.getByLabel('Access review draft').uncheck();
  await evidence.getByLabel('Signed access review').check();
  await page.getByRole('button', { name: 'Save evidence' }).click();
  await expect(page.getByText('Evidence: Signed access review')).toBeVisible();
  await page.goto('/manage/tasks?kind=audit-evidence-flag');
  await expect(page.getByRole('region', { name: /^Evidence flagged by the auditor/ })).toHaveCount(0);

  // The auditor accepts the fixed request: all 100 are accepted.
  await auditor.goto(`/auditor/${auditId}`);
  await requestRow(auditor, 'R-001').getByRole('link', { name: 'R-001' }).click();
  await expect(auditor.getByRole('list', { name: 'Evidence of the request' })).toContainText('Signed access review');
  const accepting = auditor.getByRole('form', { name: 'Accept request' });
  await accepting.getByRole('button', { name: 'Accept request' }).click();
  await expect(auditor.getByText('This request is accepted.')).toBeVisible();
  await auditor.goto(`/auditor/${auditId}`);
  await expect(requestsTable(auditor).getByText('Accepted', { exact: true })).toHaveCount(100);
  await auditor.context().close();
});
