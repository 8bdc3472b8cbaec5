import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { stat } from '../support/stat';

// The demo organization a newcomer signs in to shows what each programme screen is for: its risks, vendors, ISMS
// records and published trust page, with the dashboard's figures read from them.

test.describe('the demo organization’s programme', () => {
  test('the dashboard counts 1 of 12 high risks after treatment and 1 of 10 vendor reviews overdue', async ({ page }) => {
    await signIn(page, '/manage');
    const card = page.getByRole('region', { name: 'Risks and Vendors' });
    await expect(card.getByRole('definition').first()).toContainText(/^1 of 12/);
    await expect(card.getByRole('definition').nth(1)).toContainText(/^1 of 10/);
  });

  test('the risk register and the vendors show their records, the high risk and the overdue review', async ({ page }) => {
    await signIn(page, '/manage/risks');
    await expect(stat(page, 'High or critical after treatment')).toContainText('1');
    await page.getByLabel('Residual band').selectOption('high');
    await expect(page.getByText('Showing 1–1 of 1 risk')).toBeVisible();
    await page.getByRole('link', { name: 'AI provider retains or leaks customer data sent for summaries' }).click();
    await expect(page.getByRole('list', { name: 'Linked controls' }).getByRole('listitem')).not.toHaveCount(0);

    await page.goto('/manage/vendors');
    await expect(stat(page, 'Reviews overdue')).toContainText('1');
    await page.getByRole('link', { name: 'Okta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Okta' })).toBeVisible();
    await expect(page.getByText(/^Overdue by /).first()).toBeVisible();
  });

  test('the ISMS shows its approved scope and its internal audit’s nonconformity', async ({ page }) => {
    await signIn(page, '/manage/isms');
    await expect(page.getByText(/^Approved by Sarah Chen on \d{4}-\d{2}-\d{2}$/)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Security awareness training completed' })).toContainText('Achieved');
    await page.getByRole('link', { name: 'Internal audits' }).click();
    await page.getByRole('link', { name: 'ISMS internal audit: clauses 4 to 10 and a sample of Annex A' }).click();
    await expect(page.getByText('Clause 7.5.3 Control of documented information')).toBeVisible();
  });

  test('its public trust page shows GDPR audited, the others in progress and the subprocessors', async ({ page }) => {
    await page.goto('/trust/demo-compliance-co');
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Compliance Co.' })).toBeVisible();
    const frameworks = page.getByRole('region', { name: 'Frameworks' }).getByRole('listitem');
    await expect(frameworks.filter({ hasText: 'GDPR' })).toContainText('Audited');
    await expect(frameworks.filter({ hasText: 'PwC Privacy Team' })).toHaveCount(1);
    await expect(frameworks.filter({ hasText: 'ISO 27001' })).toContainText('In progress');
    await expect(frameworks.filter({ hasText: 'PCI DSS' })).toContainText('In progress');
    await expect(frameworks.filter({ hasText: 'SOC 2' })).toHaveCount(0);
    const subprocessors = page.getByRole('region', { name: 'Subprocessors' });
    await expect(subprocessors).toContainText('Amazon Web Services');
    await expect(subprocessors).toContainText('Stripe');
    await expect(subprocessors).not.toContainText('Okta');
  });
});
