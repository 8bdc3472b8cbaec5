import { expect, test, type Page } from '@playwright/test';
import { signIn, signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { checkModalOpensAndCloses } from '../support/modal-checks';

const rows = (page: Page) => page.getByRole('table', { name: 'Recent reports' }).locator('tbody tr');
const statCard = (page: Page, label: string) => page.locator('p', { hasText: new RegExp(`^${label}$`) }).first().locator('..');

test.describe('Compliance Reports', () => {
  test.beforeEach(async ({ page }) => {
    await signIn(page, '/manage/reports');
  });

  test('shows the figures, quick reports with their times, compliance status and recent reports', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance Reports' })).toBeVisible();
    await expect(page).toHaveTitle(/Reports/);
    await expect(statCard(page, 'Total Reports')).toContainText('5');
    await expect(statCard(page, 'Generating')).toContainText('1');
    const times = { 'compliance-status': 2, 'audit-readiness': 5, 'framework-gaps': 3, 'security-assessment': 4 };
    for (const [id, minutes] of Object.entries(times)) {
      await expect(page.locator(`#quick-${id}`)).toContainText(`~${minutes} minutes`);
    }
    await page.getByRole('button', { name: 'Generate Audit Readiness report' }).click();
    await expect(page.getByRole('status')).toContainText('It takes about 5 minutes.');
    await expect(page.getByRole('heading', { name: 'Current Compliance Status' })).toBeVisible();
    // One row per framework the demo organization follows, named as in the framework directory.
    await expect(page.getByRole('progressbar', { name: 'SOC 2 Type II compliance' })).toHaveAttribute('aria-valuenow', /^\d+$/);
    const table = page.getByRole('table', { name: 'Recent reports' });
    for (const column of ['Report', 'Type', 'Frameworks', 'Generated', 'Status', 'Size', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    const generating = rows(page).filter({ hasText: 'ISO 27001 Gap Analysis' });
    await expect(generating).toContainText('Generating');
    await expect(generating.getByRole('button')).toHaveText(['Cancel', 'View Progress']);
    await expect(generating).toContainText(/Started /);
    await expect(rows(page).filter({ hasText: 'SOC 2 Compliance Status Report' })).toContainText('2.4 MB');
    await expect(rows(page).filter({ hasText: 'Q3 Executive Summary' })).toContainText('1.1 MB');
    await expectNoAxeViolations(page);
  });

  test('search, type and framework filters narrow the recent reports', async ({ page }) => {
    await expect(rows(page)).toHaveCount(5);
    await page.getByLabel('Framework', { exact: true }).selectOption('iso27001');
    await expect(rows(page)).toHaveCount(2);
    await page.getByLabel('Type', { exact: true }).selectOption('executive');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Q3 Executive Summary');
    await expect(page).toHaveURL(/type=executive/);
    await page.getByLabel('Type', { exact: true }).selectOption('');
    await page.getByLabel('Framework', { exact: true }).selectOption('');
    await page.getByLabel('Search reports').fill('board');
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('SOC 2 Compliance Status Report');
  });

  test('the Generate Report modal opens and closes by its button, Escape, Close and Cancel', async ({ page }) => {
    await checkModalOpensAndCloses(page, '+ Generate Report', 'Generate Report');
  });
});

test.describe('Compliance Reports of a new organization', () => {
  test('starts empty, then generating names missing fields and lists the report as Generating', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/reports');
    await expect(page.getByRole('heading', { name: 'No reports yet' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent reports' })).toHaveCount(0);
    await expect(statCard(page, 'Total Reports')).toContainText('0');
    await expect(page.getByRole('heading', { name: 'No frameworks yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+ Add Framework' })).toHaveAttribute('href', '/manage/addFrameworks');
    await page.getByRole('button', { name: '+ Generate Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Report' });
    await expect(dialog.getByLabel('Report type').locator('option')).toHaveText(['Select a type', 'Framework', 'Audit', 'Executive', 'Security', 'Gap Analysis']);
    await expect(dialog.getByLabel('Format').locator('option')).toHaveText(['PDF', 'Excel', 'Word']);
    await dialog.getByRole('button', { name: 'Generate Report' }).click();
    for (const message of ['Enter the report name.', 'Choose a report type.', 'Choose at least one framework.', 'Choose the start date.', 'Choose the end date.']) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await dialog.getByLabel('Report name').fill('Privacy Board Pack');
    await dialog.getByLabel('Report type').selectOption('executive');
    await dialog.getByRole('checkbox', { name: 'GDPR' }).check();
    await dialog.getByRole('checkbox', { name: 'CCPA' }).check();
    await dialog.getByLabel('Start date').fill('2026-07-01');
    await dialog.getByLabel('End date').fill('2026-09-30');
    await dialog.getByLabel('Format').selectOption('word');
    await dialog.getByLabel('Additional notes').fill('For the November board meeting');
    await dialog.getByRole('button', { name: 'Generate Report' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('status')).toContainText('Report "Privacy Board Pack" is being generated.');
    const row = rows(page).first();
    await expect(row).toContainText('Privacy Board Pack');
    await expect(row).toContainText('GDPR');
    await expect(row).toContainText('CCPA');
    await expect(row.getByRole('button')).toHaveText(['Cancel', 'View Progress']);
    await expect(row).toContainText('Started just now');
    await expect(statCard(page, 'Total Reports')).toContainText('1');
    await expect(statCard(page, 'Generating')).toContainText('1');
    await expect(statCard(page, 'Frameworks Covered')).toContainText('2');
    await expect(page.getByRole('heading', { name: 'No reports yet' })).toHaveCount(0);
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Privacy Board Pack');
  });
});
