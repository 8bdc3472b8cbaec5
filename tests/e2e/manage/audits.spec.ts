import { expect, test, type Page } from '@playwright/test';
import { daysRemaining, describeDaysRemaining } from '../../../lib/domain/days-remaining';
import { signIn } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { checkModalOpensAndCloses } from '../support/modal-checks';

const rows = (page: Page) => page.getByRole('table', { name: 'Audit history' }).locator('tbody tr');
const statCard = (page: Page, label: string) => page.locator('p', { hasText: new RegExp(`^${label}$`) }).first().locator('..');
const todayUtc = () => new Date().toISOString().slice(0, 10);

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
    const soc2 = page.getByRole('listitem', { name: 'SOC 2 Type II Annual Audit' });
    await expect(soc2.getByTestId('days-remaining')).toHaveText(describeDaysRemaining(daysRemaining('2027-01-05', todayUtc())));
    const iso = page.getByRole('listitem', { name: 'ISO 27001 Surveillance Audit' });
    await expect(iso.getByTestId('days-remaining')).toHaveText(describeDaysRemaining(daysRemaining('2027-02-15', todayUtc())));
    await expect(page.getByRole('heading', { name: 'Audit Readiness' })).toBeVisible();
    for (const label of ['SOC 2', 'ISO 27001', 'GDPR', 'HIPAA', 'PCI DSS']) {
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

  test('scheduling names missing fields and a reversed range, then lists the audit with its days remaining', async ({ page }) => {
    await page.getByRole('button', { name: '+ Schedule Audit' }).click();
    const dialog = page.getByRole('dialog', { name: 'Schedule Audit' });
    await expect(dialog.getByLabel('Audit type').locator('option')).toHaveText(['Select a type', 'External', 'Internal', 'Certification']);
    await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
    for (const message of ['Enter the audit name.', 'Choose an audit type.', 'Choose a framework.', 'Enter the auditor or firm.', 'Choose the start date.', 'Choose the end date.']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('Audit name').fill('HIPAA Security Rule Audit');
    await dialog.getByLabel('Audit type').selectOption('external');
    await dialog.getByLabel('Framework').selectOption('hipaa');
    await dialog.getByLabel('Auditor or firm').fill('KPMG');
    await dialog.getByLabel('Start date').fill('2027-06-10');
    await dialog.getByLabel('End date').fill('2027-06-01');
    await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
    await expect(dialog.getByText('The end date cannot be before the start date.')).toBeVisible();
    await dialog.getByLabel('End date').fill('2027-06-20');
    await dialog.getByRole('button', { name: 'Schedule Audit' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText('Audit "HIPAA Security Rule Audit" scheduled for 2027-06-10.');
    await expect(rows(page).first()).toContainText('HIPAA Security Rule Audit');
    await expect(rows(page).first()).toContainText('Scheduled');
    const card = page.getByRole('listitem', { name: 'HIPAA Security Rule Audit' });
    await expect(card.getByTestId('days-remaining')).toHaveText(describeDaysRemaining(daysRemaining('2027-06-10', todayUtc())));
    await expect(statCard(page, 'Upcoming Audits')).toContainText('3');
  });
});
