import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Browser, type Page } from '@playwright/test';
import { totpCodeAt } from '../../../lib/mfa/totp';
import { readOutboxLetter } from '../../support/outbox-letter';

const octet = () => Math.floor(Math.random() * 254) + 1;

/** A client address of its own, so the per-client sign-up and sign-in limits never count the suite as one client. */
export const ownAddress = () => ({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });

/** The auditor invitation link the server wrote into the outbox for `email` about the audit `auditName`. */
export function guestLinkFor(email: string, auditName: string): string {
  const folder = join(process.env.E2E_DATA_DIR!, 'outbox');
  const letter = readdirSync(folder)
    .map((name) => readOutboxLetter(join(folder, name)))
    .find((text) => text.startsWith(`To: ${email}\n`) && text.includes(`audit ${auditName}`));
  const link = letter?.match(/\/auditor-invitations\/[\w-]+/)?.[0];
  if (!link) throw new Error(`no auditor invitation for ${email} to ${auditName}`);
  return link;
}

/** Invites Ada Auditor of Ledger & Co to the audit, from its page (an admin's page). */
export async function inviteAuditor(page: Page, auditId: string, email: string) {
  await page.goto(`/manage/audits/${auditId}`);
  const form = page.getByRole('form', { name: 'Invite auditor' });
  await form.getByLabel('Auditor name').fill('Ada Auditor');
  await form.getByLabel('Firm').fill('Ledger & Co');
  await form.getByLabel('Auditor e-mail').fill(email);
  await form.getByRole('button', { name: 'Invite Auditor' }).click();
  await expect(page.getByRole('table', { name: 'Auditor guests' })).toContainText(email);
}

/** The invited auditor signs up from their letter in a browser of their own and turns two-factor sign-in on. */
export async function signUpInvitedAuditor(browser: Browser, email: string, auditName: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: ownAddress() });
  const auditor = await context.newPage();
  await auditor.goto(guestLinkFor(email, auditName));
  await expect(auditor.getByLabel('Work email')).toHaveValue(email);
  await auditor.getByLabel('Full name').fill('Ada Auditor');
  await auditor.getByLabel('Password', { exact: true }).fill('long-enough-password');
  await auditor.getByLabel('Confirm password', { exact: true }).fill('long-enough-password');
  await auditor.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await auditor.getByRole('button', { name: 'Create an account and accept' }).click();
  await expect(auditor).toHaveURL(/\/auditor\/security$/, { timeout: 30_000 });
  await auditor.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = (await auditor.getByLabel('Setup key', { exact: true }).textContent())!.replace(/\s+/g, '');
  await auditor.getByLabel('Authentication code').fill(totpCodeAt(secret, Date.now()));
  await auditor.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  await auditor.getByRole('button', { name: 'I have saved my codes' }).click();
  return auditor;
}
