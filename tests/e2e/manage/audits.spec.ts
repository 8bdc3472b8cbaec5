import { expect, test, type Page } from '@playwright/test';
import { describeDaysRemaining } from '../../../lib/domain/audits/display';
import { daysBetween } from '../../../lib/domain/calendar-days';
import { signIn, signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { checkModalOpensAndCloses } from '../support/modal-checks';

const rows = (page: Page) => page.getByRole('table', { name: 'Audit history' }).locator('tbody tr');
const statCard = (page: Page, label: string) =>
  page
    .locator('p', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('..');
const todayUtc = () => new Date().toISOString().slice(0, 10);
const dayFromToday = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

test.describe('Audit Management', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, '/manage/audits');
  });

  test('shows four figures, upcoming audits with days remaining from today, readiness and the history', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Audit Management' })).toBeVisible();
    await expect(page).toHaveTitle(/Audits/);
    await expect(statCard(page, 'Upcoming Audits')).toContainText('2');
    await expect(statCard(page, 'In Progress')).toContainText('1');
    await expect(statCard(page, 'Completed')).toContainText('3');
    // The demo organization's audits are dated from the day its database was created: the next starts in 45 days.
    await expect(statCard(page, 'Days to Next Audit')).toContainText('45');
    const soc2 = page.getByRole('listitem', { name: 'SOC 2 Type II Annual Audit' });
    await expect(soc2.getByTestId('days-remaining')).toHaveText('45 days remaining');
    const iso = page.getByRole('listitem', { name: 'ISO 27001 Surveillance Audit' });
    await expect(iso.getByTestId('days-remaining')).toHaveText('86 days remaining');
    await expect(page.getByRole('heading', { name: 'Audit Readiness' })).toBeVisible();
    // One bar per framework the demo organization follows, named as the framework directory names it.
    for (const label of ['SOC 2 Type II', 'GDPR', 'PCI DSS', 'ISO 27001']) {
      await expect(page.getByRole('progressbar', { name: `${label} audit readiness` })).toBeVisible();
    }
    const table = page.getByRole('table', { name: 'Audit history' });
    for (const column of ['Audit', 'Type', 'Framework', 'Auditor', 'Date', 'Status', 'Result', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    await expect(rows(page).filter({ hasText: 'GDPR Compliance Assessment' })).toContainText('Pass');
    await expect(rows(page).filter({ hasText: 'PCI DSS Assessment' })).toContainText('Conditional Pass');
    await expect(rows(page).filter({ hasText: 'SOC 2 Type II Annual Audit' })).toContainText('Pending');
    await expectNoAxeViolations(page);
  });

  test('search, status and type filters narrow the audits', async ({ page }) => {
    await expect(rows(page)).toHaveCount(6);
    await page.getByLabel('Status', { exact: true }).selectOption('completed');
    await expect(rows(page)).toHaveCount(3);
    await page.getByLabel('Type', { exact: true }).selectOption('certification');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('PCI DSS Assessment');
    await expect(page).toHaveURL(/status=completed/);
    await page.getByLabel('Status', { exact: true }).selectOption('');
    await page.getByLabel('Type', { exact: true }).selectOption('');
    await page.getByLabel('Search audits').fill('bsi');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('ISO 27001 Surveillance Audit');
  });

  test('the Schedule Audit modal opens and closes by its button, Escape, Close and Cancel', async ({ page }) => {
    await checkModalOpensAndCloses(page, '+ Schedule Audit', 'Schedule Audit');
  });

  test('the history keeps completed results and offers each status its row actions', async ({ page }) => {
    await expect(rows(page).filter({ hasText: 'SOC 2 Readiness Review' })).toContainText('Pass');
    await expect(page.getByRole('button', { name: 'Edit ISO 27001 Surveillance Audit' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Download PCI DSS Assessment' })).toBeVisible();
  });
});

// A brand-new organization starts empty; scheduling there leaves the demo organization's figures to the tests above.
test.describe('Audit Management of a new organization', () => {
  test('shows what to do first, then schedules an audit after naming missing fields and a reversed range', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/audits');
    await expect(page.getByRole('heading', { name: 'No audits yet' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Audit history' })).toHaveCount(0);
    await expect(statCard(page, 'Upcoming Audits')).toContainText('0');
    await expect(statCard(page, 'Days to Next Audit')).toContainText('—');
    await expect(page.getByRole('heading', { name: 'No frameworks yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+ Add Framework' })).toHaveAttribute('href', '/manage/addFrameworks');
    await expectNoAxeViolations(page);

    const start = dayFromToday(30);
    await page.getByRole('button', { name: '+ Schedule Audit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Audit' });
    await expect(dialog.getByLabel('Audit type').locator('option')).toHaveText(['Select a type', 'External', 'Internal', 'Certification']);
    await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
    for (const message of [
      'Enter the audit name.',
      'Choose an audit type.',
      'Choose a framework.',
      'Enter the auditor or firm.',
      'Choose the start date.',
      'Choose the end date.',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('Audit name').fill('HIPAA Security Rule Audit');
    await dialog.getByLabel('Audit type').selectOption('external');
    await dialog.getByLabel('Framework').selectOption('hipaa');
    await dialog.getByLabel('Auditor or firm').fill('KPMG');
    await dialog.getByLabel('Start date').fill(start);
    await dialog.getByLabel('End date').fill(dayFromToday(20));
    await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
    await expect(dialog.getByText('The end date cannot be before the start date.')).toBeVisible();
    await dialog.getByLabel('End date').fill(dayFromToday(40));
    await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText(`Audit "HIPAA Security Rule Audit" scheduled for ${start}.`);
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('HIPAA Security Rule Audit');
    await expect(rows(page).first()).toContainText('Scheduled');
    await expect(rows(page).first()).toContainText('Pending');
    const card = page.getByRole('listitem', { name: 'HIPAA Security Rule Audit' });
    await expect(card.getByTestId('days-remaining')).toHaveText(describeDaysRemaining(daysBetween(todayUtc(), start)));
    await expect(statCard(page, 'Upcoming Audits')).toContainText('1');
    await expect(statCard(page, 'Days to Next Audit')).toContainText(String(daysBetween(todayUtc(), start)));

    // The audit is the organization's record, not the browser's: it is still there after a reload.
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { name: 'No audits yet' })).toHaveCount(0);
  });
});
