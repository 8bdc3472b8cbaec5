import { expect, test, type Page } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

// The dates a SOC 2 Type II audit needs: an audit's observation period, the day evidence was collected, and the
// warning on evidence about to expire (the library, the dashboard and the control it is linked to).

/** A calendar day (UTC, as the server counts) `days` from today. */
const dayFromToday = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

const rows = (page: Page) => page.getByRole('table', { name: 'Evidence library' }).locator('tbody tr');

const pdf = (name: string) => ({ name, mimeType: 'application/pdf', buffer: Buffer.from(`%PDF-1.4\n% ${name}\n%%EOF\n`) });

/** Uploads one PDF through the upload modal, with the day it was collected and its expiry day when given. */
async function upload(page: Page, name: string, days: { collectedOn?: string; expiresOn?: string }): Promise<void> {
  await page.getByRole('button', { name: '+ Upload Evidence' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Evidence' });
  await dialog.getByLabel('Evidence name').fill(name);
  await dialog.getByLabel('Framework').selectOption('soc2');
  await dialog.getByLabel('Evidence type').selectOption('document');
  if (days.collectedOn) await dialog.getByLabel('Date collected').fill(days.collectedOn);
  if (days.expiresOn) await dialog.getByLabel('Expiry date').fill(days.expiresOn);
  await dialog.getByLabel('Files').setInputFiles([pdf(`${name}.pdf`)]);
  await dialog.getByRole('button', { name: 'Upload Evidence' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status')).toContainText(`Evidence "${name}" added (1 file`);
}

test('an audit is scheduled with an observation period, which its page, the history and its edit form show', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpNewOrganization(page, '/manage/audits');
  await page.getByRole('button', { name: '+ Schedule Audit' }).click();
  const dialog = page.getByRole('dialog', { name: 'Schedule Audit' });
  await dialog.getByLabel('Audit name').fill('SOC 2 Type II 2027');
  await dialog.getByLabel('Audit type').selectOption({ label: 'External' });
  await dialog.getByLabel('Framework').selectOption('soc2');
  await dialog.getByLabel('Auditor or firm').fill('Audit & Co');
  await dialog.getByLabel('Start date').fill(dayFromToday(30));
  await dialog.getByLabel('End date').fill(dayFromToday(45));
  // Half a period, then one ending after the fieldwork: each refused on its field.
  await dialog.getByLabel('Observation starts').fill(dayFromToday(-150));
  await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
  await expect(dialog.getByText('Choose the day the observation ends, or leave both observation days empty.')).toBeVisible();
  await dialog.getByLabel('Observation ends').fill(dayFromToday(46));
  await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
  await expect(dialog.getByText('The observation period must end on or before the audit’s end date.')).toBeVisible();
  await dialog.getByLabel('Observation ends').fill(dayFromToday(20));
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
  await expect(dialog).toBeHidden();

  const period = `${dayFromToday(-150)} – ${dayFromToday(20)}`;
  const history = page.getByRole('table', { name: 'Audit history' });
  await expect(history.locator('tbody tr').filter({ hasText: 'SOC 2 Type II 2027' })).toContainText(`Observed ${period}`);
  await history.getByRole('link', { name: 'SOC 2 Type II 2027', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SOC 2 Type II 2027' })).toBeVisible();
  const details = page.locator('section', { has: page.getByRole('heading', { name: 'Audit Details' }) });
  await expect(details).toContainText('Observation period');
  await expect(details).toContainText(period);
  await expect(page.getByText(`with the observation period ${period}`)).toBeVisible();

  // The edit form reads the period back; after a reload the page shows the same.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Audit' });
  await expect(edit.getByLabel('Observation starts')).toHaveValue(dayFromToday(-150));
  await expect(edit.getByLabel('Observation ends')).toHaveValue(dayFromToday(20));
  await page.reload();
  await expect(page.getByText(period).first()).toBeVisible();
});

test('evidence collected 40 days ago shows that day in the library; an item expiring in 5 days is flagged on the list, the dashboard and its control', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signUpNewOrganization(page, '/manage/evidence', `/register?frameworks=${encodeURIComponent('SOC 2')}`);

  const collected = dayFromToday(-40);
  await upload(page, 'Access review Q3', { collectedOn: collected });
  await expect(rows(page).filter({ hasText: 'Access review Q3' })).toContainText(collected);

  await upload(page, 'Pen test letter', { expiresOn: dayFromToday(5) });
  await upload(page, 'Insurance certificate', { expiresOn: dayFromToday(60) });
  const expiring = rows(page).filter({ hasText: 'Pen test letter' });
  await expect(expiring).toContainText('Expires in 5 days');
  await expect(expiring).toContainText(dayFromToday(0));
  await expect(rows(page).filter({ hasText: 'Insurance certificate' })).not.toContainText('Expires in');
  await expect(rows(page).filter({ hasText: 'Access review Q3' })).not.toContainText('Expires in');
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Expiring Soon' });
  await expect(page).toHaveURL(/status=expiring/);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first()).toContainText('Pen test letter');
  await expectNoAxeViolations(page);

  // Its page flags it too; link it to AC-03 Periodic access reviews, a control of SOC 2 CC6.2.
  await rows(page).first().getByRole('link', { name: 'View Pen test letter', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pen test letter' })).toBeVisible();
  await expect(page.getByText('Expires in 5 days')).toBeVisible();
  await page.getByLabel('Find a control').fill('AC-03');
  await page.getByLabel(/^Control to link/).selectOption('AC-03');
  await page.getByRole('button', { name: 'Link control' }).click();
  await expect(page.getByRole('list', { name: 'Linked controls' })).toContainText('AC-03');

  await page.goto('/manage');
  const warning = page.locator('section', { has: page.getByRole('heading', { name: 'Evidence Expiring Soon' }) });
  await expect(warning).toContainText('Pen test letter');
  await expect(warning).toContainText('Expires in 5 days');
  await expect(warning).not.toContainText('Insurance certificate');
  await expectNoAxeViolations(page);
  await warning.getByRole('link', { name: 'Pen test letter' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pen test letter' })).toBeVisible();

  await page.goto('/manage/frameworkManage');
  await page.getByRole('button', { name: /^CC6 .* \d+ of \d+ met/ }).click();
  const control = page.getByRole('list', { name: 'Controls for CC6.2' }).getByRole('listitem').filter({ hasText: 'AC-03' });
  await expect(control).toContainText('Pen test letter');
  await expect(control).toContainText('Expires in 5 days');
  await expect(control.getByRole('link', { name: 'Pen test letter' })).toHaveAttribute('href', /^\/manage\/evidence\/[0-9a-f-]{36}$/);
});
