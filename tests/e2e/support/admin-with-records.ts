import { expect, type Browser, type Page } from '@playwright/test';
import { signUpNewOrganization } from './auth';

/** A founded organization's signed-in admin (as a saved browser state) and the ids of the records made for it. */
export type AdminWithRecords = { storageState: string; ids: { policy: string; audit: string; evidence: string; questionnaire: string } };

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Founds a new organization following SOC 2 and ISO 27001 (from the questionnaire's sign-up link) and gives it one
 * policy, CCPA issue, audit, evidence item, report and customer questionnaire through the screens, so list pages show rows with their
 * buttons. Its own organization: the demo organization keeps the figures other specs count.
 */
export async function foundOrganizationWithRecords(browser: Browser, baseURL: string, statePath: string): Promise<AdminWithRecords> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signUpNewOrganization(page, '/manage/policies', `/register?frameworks=${encodeURIComponent('SOC 2, ISO 27001')}`);

  await page.getByRole('button', { name: '+ Create New Policy' }).first().click();
  const policy = page.getByRole('dialog', { name: 'Create New Policy' });
  await policy.getByLabel('Policy name').fill('Encryption Standard');
  await policy.getByLabel('Description').fill('Keys, ciphers and rotation.');
  await policy.getByLabel('Primary framework').selectOption('soc2');
  await policy.getByLabel('Policy owner').fill('Nora New');
  await policy.getByRole('button', { name: 'Create Policy' }).click();
  await expect(policy).toBeHidden();

  await page.goto('/manage/ccpa-issues');
  await page.getByRole('button', { name: '+ New Issue' }).click();
  const issue = page.getByRole('dialog', { name: 'New Issue' });
  await issue.getByLabel('Title').fill('Opt-out link missing in the app');
  await issue.getByLabel('Description').fill('The app has no Do Not Sell link.');
  await issue.getByLabel('Priority').selectOption('high');
  await issue.getByLabel('Category').selectOption('opt-out');
  await issue.getByLabel('Due date').fill(inDays(90));
  await issue.getByRole('button', { name: 'Create Issue' }).click();
  await expect(issue).toBeHidden();

  await page.goto('/manage/audits');
  await page.getByRole('button', { name: '+ Schedule Audit' }).click();
  const audit = page.getByRole('dialog', { name: 'Schedule Audit' });
  await audit.getByLabel('Audit name').fill('SOC 2 readiness');
  await audit.getByLabel('Audit type').selectOption('external');
  await audit.getByLabel('Framework').selectOption('soc2');
  await audit.getByLabel('Auditor or firm').fill('Deloitte & Touche');
  await audit.getByLabel('Start date').fill(inDays(30));
  await audit.getByLabel('End date').fill(inDays(34));
  await audit.getByRole('button', { name: 'Schedule Audit' }).click();
  await expect(audit).toBeHidden();

  await page.goto('/manage/evidence');
  await page.getByRole('button', { name: '+ Upload Evidence' }).click();
  const evidence = page.getByRole('dialog', { name: 'Upload Evidence' });
  await evidence.getByLabel('Evidence name').fill('Firewall export');
  await evidence.getByLabel('Framework').selectOption('soc2');
  await evidence.getByLabel('Evidence type').selectOption('system-log');
  await evidence
    .getByLabel('Files')
    .setInputFiles({ name: 'firewall.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4 sample') });
  await evidence.getByRole('button', { name: 'Upload Evidence' }).click();
  await expect(evidence).toBeHidden();

  await page.goto('/manage/reports');
  await page.getByRole('button', { name: 'Generate Compliance Status report' }).click();
  await expect(page.getByRole('table', { name: 'Recent reports' })).toBeVisible();

  await page.goto('/manage/questionnaires/new');
  await page.getByLabel('Questionnaire name').fill('Acme security review');
  await page.getByLabel('Questionnaire file').setInputFiles({
    name: 'acme.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Question,Answer\r\nIs data encrypted at rest?,\r\nDo you run penetration tests every year?,\r\n'),
  });
  await page.getByRole('button', { name: 'Upload questionnaire' }).click();
  await expect(page).toHaveURL(/\/manage\/questionnaires\/[^/]+\/columns/, { timeout: 30_000 });
  const questionnaire = /\/manage\/questionnaires\/([^/]+)\/columns/.exec(page.url())![1]!;

  const ids = {
    questionnaire,
    policy: await firstId(page, '/manage/policies', /^\/manage\/policies\/([^/?#]+)(?:\/edit)?$/),
    audit: await firstId(page, '/manage/audits', /^\/manage\/audits\/([^/?#]+)$/),
    evidence: await firstId(page, '/manage/evidence', /^\/manage\/evidence\/([^/?#]+)$/),
  };
  await context.storageState({ path: statePath });
  await context.close();
  return { storageState: statePath, ids };
}

/** The id in the first link of `path` whose href matches `pattern`. */
async function firstId(page: Page, path: string, pattern: RegExp): Promise<string> {
  await page.goto(path);
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
  const id = hrefs.map((href) => pattern.exec(href)?.[1]).find(Boolean);
  if (!id) throw new Error(`No record link on ${path} among ${hrefs.join(' ')}`);
  return id;
}
