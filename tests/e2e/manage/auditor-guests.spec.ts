import { expect, test, type Page } from '@playwright/test';
import { totpCodeAt } from '../../../lib/mfa/totp';
import { guestLinkFor, inviteAuditor as invite, ownAddress } from '../support/auditor-guest';
import { signUpNewOrganization } from '../support/auth';
import { uniqueEmail } from '../support/session';

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

/** Schedules a SOC 2 audit whose observation period runs from `observedFrom` to `observedTo` days from today. */
async function scheduleAudit(page: Page, name: string, observedFrom: number, observedTo: number): Promise<string> {
  await page.goto('/manage/audits');
  await page.getByRole('button', { name: '+ Schedule Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Audit' });
  await dialog.getByLabel('Audit name').fill(name);
  await dialog.getByLabel('Audit type').selectOption('external');
  await dialog.getByLabel('Framework').selectOption('soc2');
  await dialog.getByLabel('Auditor or firm').fill('Ledger & Co');
  await dialog.getByLabel('Start date').fill(inDays(1));
  await dialog.getByLabel('End date').fill(inDays(10));
  await dialog.getByLabel('Observation starts').fill(inDays(observedFrom));
  await dialog.getByLabel('Observation ends').fill(inDays(observedTo));
  await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
  await expect(dialog).toBeHidden();
  await page
    .getByRole('link', { name: `View ${name}`, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/manage\/audits\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  return new URL(page.url()).pathname.split('/').pop()!;
}

test('an invited auditor signs up, sets up two-factor sign-in, reads one audit and is refused everything else until withdrawn', async ({
  page,
  browser,
}) => {
  // Two sign-ups, two audits, an evidence upload and two browsers: well over 30 s on a busy machine.
  test.setTimeout(180_000);
  await page.context().setExtraHTTPHeaders(ownAddress());
  await signUpNewOrganization(page, '/manage/evidence', `/register?frameworks=${encodeURIComponent('SOC 2')}`);

  // Evidence of a SOC 2 control, collected today.
  await page.getByRole('button', { name: '+ Upload Evidence' }).click();
  const upload = page.getByRole('dialog', { name: 'Upload Evidence' });
  await upload.getByLabel('Evidence name').fill('Quarterly access review');
  await upload.getByLabel('Framework').selectOption('soc2');
  await upload.getByLabel('Evidence type').selectOption('system-log');
  await upload
    .getByLabel('Files')
    .setInputFiles({ name: 'access-review.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 review') });
  await upload.getByRole('button', { name: 'Upload Evidence' }).click();
  await expect(upload).toBeHidden();
  await page.getByRole('link', { name: 'View Quarterly access review', exact: true }).first().click();
  await expect(page).toHaveURL(/\/manage\/evidence\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quarterly access review' })).toBeVisible();
  const evidenceId = new URL(page.url()).pathname.split('/').pop()!;
  await page.getByLabel('Find a control').fill('AC-03');
  await page.getByLabel(/Control to link/).selectOption('AC-03');
  await page.getByRole('button', { name: 'Link control' }).click();
  await expect(page.getByRole('list', { name: 'Linked controls' })).toContainText('AC-03');

  // The audit observed up to today holds the item; the one observed until yesterday does not.
  const current = await scheduleAudit(page, 'SOC 2 Type II current', -30, 0);
  const closed = await scheduleAudit(page, 'SOC 2 Type II closed', -60, -1);
  const email = uniqueEmail('auditor');
  await invite(page, current, email);
  await invite(page, closed, email);

  // The auditor signs up from the letter of the current audit.
  const auditorContext = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const auditor = await auditorContext.newPage();
  await auditor.goto(guestLinkFor(email, 'SOC 2 Type II current'));
  await expect(auditor.getByRole('heading', { name: 'Audit SOC 2 Type II current' })).toBeVisible();
  await expect(auditor.getByLabel('Work email')).toHaveValue(email);
  await auditor.getByLabel('Full name').fill('Ada Auditor');
  await auditor.getByLabel('Password', { exact: true }).fill('long-enough-password');
  await auditor.getByLabel('Confirm password', { exact: true }).fill('long-enough-password');
  await auditor.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await auditor.getByRole('button', { name: 'Create an account and accept' }).click();

  // Nothing opens before two-factor sign-in is on.
  await expect(auditor).toHaveURL(/\/auditor\/security$/, { timeout: 30_000 });
  await auditor.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await auditor.getByLabel('Setup key', { exact: true }).textContent())!.replace(/\s+/g, '');
  await auditor.getByLabel('Authentication code').fill(totpCodeAt(secret, Date.now()));
  await auditor.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await auditor.getByRole('button', { name: 'I have saved my codes' }).click();
  await auditor.getByRole('link', { name: 'Open your audits' }).click();

  // The second invitation is accepted while signed in.
  await auditor.goto(guestLinkFor(email, 'SOC 2 Type II closed'));
  await auditor.getByRole('button', { name: 'Accept Invitation' }).click();
  await expect(auditor).toHaveURL(new RegExp(`/auditor/${closed}$`));
  await expect(auditor.getByRole('table', { name: 'Evidence in the period' })).toHaveCount(0);

  // The current audit: its controls with their state, the item, and its file.
  await auditor.goto(`/auditor/${current}`);
  await expect(auditor.getByRole('table', { name: 'Controls in scope' })).toContainText('AC-03');
  await auditor.getByRole('table', { name: 'Evidence in the period' }).getByRole('link', { name: 'Quarterly access review' }).click();
  await expect(auditor.getByRole('heading', { name: 'Quarterly access review' })).toBeVisible();
  const download = auditor.waitForEvent('download');
  await auditor.getByRole('link', { name: 'access-review.pdf' }).click();
  expect((await download).suggestedFilename()).toBe('access-review.pdf');

  // Refused: /manage, an audit not theirs, and the item under the audit whose period it is outside.
  await auditor.goto('/manage');
  await expect(auditor).toHaveURL(/\/auditor$/);
  const notInvited = await scheduleAudit(page, 'ISO readiness', -10, 0);
  expect((await auditor.goto(`/auditor/${notInvited}`))?.status()).toBe(404);
  expect((await auditor.goto(`/auditor/${closed}/evidence/${evidenceId}`))?.status()).toBe(404);

  // The admin sees the views, then withdraws the auditor of the current audit: the next request is refused.
  await page.goto(`/manage/audits/${current}`);
  const log = page.getByRole('table', { name: 'Auditor activity' });
  await expect(log).toContainText('Evidence: Quarterly access review');
  await expect(log).toContainText('Downloaded access-review.pdf (revision 1) of Quarterly access review');
  await page.getByRole('button', { name: 'Withdraw Ada Auditor' }).click();
  await expect(page.getByRole('table', { name: 'Auditor guests' })).toContainText('Withdrawn');
  expect((await auditor.goto(`/auditor/${current}`))?.status()).toBe(404);
  await auditorContext.close();
});
