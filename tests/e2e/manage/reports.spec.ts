import { expect, test, type Page } from '@playwright/test';
import { signIn, signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { checkModalOpensAndCloses } from '../support/modal-checks';

const rows = (page: Page) => page.getByRole('table', { name: 'Recent reports' }).locator('tbody tr');
const statCard = (page: Page, label: string) =>
  page
    .locator('p', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('..');
/** A report row's Status cell (the fifth column). */
const statusOf = (row: ReturnType<typeof rows>) => row.getByRole('cell').nth(4);
/** A report row's Size cell (the sixth column). */
const sizeOf = (row: ReturnType<typeof rows>) => row.getByRole('cell').nth(5);
/** What the Size column shows for a stored file: whole kilobytes, or megabytes with one decimal. */
const fileSize = /^(\d+ KB|\d+(\.\d)? MB)$/;

// The demo organization's five reports are seeded as requests: the server's report jobs make their files once it
// has started, so the tests below wait for them to read Generated. Tests that request reports found organizations
// of their own, so the demo organization keeps its five.
const seededReports = [
  'ISO 27001 Gap Analysis',
  'SOC 2 Compliance Status Report',
  'Q3 Executive Summary',
  'PCI DSS Security Assessment',
  'GDPR & CCPA Audit Readiness',
];

test.describe('Compliance Reports', () => {
  // The first test waits for the seeded reports' jobs, which may still be running on a busy machine.
  test.describe.configure({ timeout: 90_000 });
  test.beforeEach(async ({ page }) => {
    await signIn(page, '/manage/reports');
  });

  test('shows the figures, quick reports with their times, compliance status and recent reports', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1, name: 'Compliance Reports' })).toBeVisible();
    await expect(page).toHaveTitle(/Reports/);
    await expect(statCard(page, 'Total Reports')).toContainText('5');
    const times = { 'compliance-status': 2, 'audit-readiness': 5, 'framework-gaps': 3, 'security-assessment': 4 };
    for (const [id, minutes] of Object.entries(times)) {
      await expect(page.locator(`#quick-${id}`)).toContainText(`~${minutes} minutes`);
    }
    await expect(page.getByRole('button', { name: 'Generate Audit Readiness report' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Current Compliance Status' })).toBeVisible();
    // One row per framework the demo organization follows, named as in the framework directory.
    await expect(page.getByRole('progressbar', { name: 'SOC 2 Type II compliance' })).toHaveAttribute('aria-valuenow', /^\d+$/);
    const table = page.getByRole('table', { name: 'Recent reports' });
    for (const column of ['Report', 'Type', 'Frameworks', 'Generated', 'Status', 'Size', 'Actions']) {
      await expect(table.getByRole('columnheader', { name: column, exact: true })).toBeVisible();
    }
    // Last requested first; each made by its job once the server started (the page reads its rows again meanwhile).
    await expect(rows(page).locator('td:first-child p:first-child')).toHaveText(seededReports);
    for (const name of seededReports) {
      const row = rows(page).filter({ hasText: name });
      await expect(statusOf(row)).toHaveText('Generated', { timeout: 30_000 });
      await expect(sizeOf(row)).toHaveText(fileSize);
      await expect(row.getByRole('link', { name: `Download ${name}` })).toHaveAttribute(
        'href',
        /^\/manage\/reports\/[0-9a-f-]{36}\/download$/,
      );
      await expect(row.getByRole('button')).toHaveText(['Delete']);
      await expect(row.getByRole('progressbar')).toHaveCount(0);
    }
    await expect(rows(page).filter({ hasText: 'ISO 27001 Gap Analysis' })).toContainText('Excel · ');
    await expect(rows(page).filter({ hasText: 'PCI DSS Security Assessment' })).toContainText('Word · ');
    await expect(statCard(page, 'Generated')).toContainText('5');
    await expect(statCard(page, 'Generating')).toContainText('0');
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
  // Each test waits for a report's job to make its file.
  test.describe.configure({ timeout: 90_000 });
  test('starts empty, refuses a quick report without frameworks, then generating names missing fields and lists the report until it is Generated', async ({
    page,
  }) => {
    await signUpNewOrganization(page, '/manage/reports');
    await expect(page.getByRole('heading', { name: 'No reports yet' })).toBeVisible();
    await expect(page.getByRole('table', { name: 'Recent reports' })).toHaveCount(0);
    await expect(statCard(page, 'Total Reports')).toContainText('0');
    await expect(page.getByRole('heading', { name: 'No frameworks yet' })).toBeVisible();
    await expect(page.getByRole('link', { name: '+ Add Framework' })).toHaveAttribute('href', '/manage/addFrameworks');

    // A quick report covers the frameworks the organization follows: with none, the card says what to do first.
    await page.getByRole('button', { name: 'Generate Compliance Status report' }).click();
    await expect(page.locator('#quick-compliance-status')).toContainText(
      'Add a framework first: a quick report covers the frameworks your organization follows.',
    );
    await expect(statCard(page, 'Total Reports')).toContainText('0');
    await expect(page.getByRole('heading', { name: 'No reports yet' })).toBeVisible();

    await page.getByRole('button', { name: '+ Generate Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Generate Report' });
    await expect(dialog.getByLabel('Report type').locator('option')).toHaveText([
      'Select a type',
      'Framework',
      'Audit',
      'Executive',
      'Security',
      'Gap Analysis',
    ]);
    await expect(dialog.getByLabel('Format').locator('option')).toHaveText(['PDF', 'Excel', 'Word']);
    await dialog.getByRole('button', { name: 'Generate Report' }).click();
    for (const message of [
      'Enter the report name.',
      'Choose a report type.',
      'Choose at least one framework.',
      'Choose the start date.',
      'Choose the end date.',
    ]) {
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
    await expect(row).toContainText('Word · 2026-07-01 – 2026-09-30');
    await expect(row).toContainText('GDPR');
    await expect(row).toContainText('CCPA');
    await expect(page.getByRole('heading', { name: 'No reports yet' })).toHaveCount(0);
    // Its job makes the file: the row turns Generated on its own, with the file's size and its Download.
    await expect(statusOf(row)).toHaveText('Generated', { timeout: 30_000 });
    await expect(sizeOf(row)).toHaveText(fileSize);
    await expect(row.getByRole('link', { name: 'Download Privacy Board Pack' })).toBeVisible();
    await expect(statCard(page, 'Total Reports')).toContainText('1');
    await expect(statCard(page, 'Generated')).toContainText('1');
    await expect(statCard(page, 'Generating')).toContainText('0');
    await expect(statCard(page, 'Frameworks Covered')).toContainText('2');
    await page.reload();
    await expect(rows(page)).toHaveCount(1);
    await expect(rows(page).first()).toContainText('Privacy Board Pack');
    await expect(statusOf(rows(page).first())).toHaveText('Generated');
  });

  test('a quick report covers the frameworks the organization follows and becomes Generated', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/reports', `/register?frameworks=${encodeURIComponent('SOC 2')}`);
    await page.getByRole('button', { name: 'Generate Audit Readiness report' }).click();
    await expect(page.getByRole('status')).toContainText('Generating the Audit Readiness report. It takes about 5 minutes.');
    // Named after the card and the day it was requested, over the twelve months up to that day, as a PDF.
    const row = rows(page).first();
    await expect(row).toContainText(/Audit Readiness \d{4}-\d{2}-\d{2}/);
    const name = (await row.locator('td:first-child p:first-child').textContent())!;
    const day = name.slice(-10);
    const yearBefore = `${Number(day.slice(0, 4)) - 1}${day.slice(4)}`.replace(/-02-29$/, '-02-28');
    await expect(row).toContainText(`PDF · ${yearBefore} – ${day}`);
    await expect(row.getByRole('cell').nth(1)).toHaveText('Audit');
    await expect(row.getByRole('cell').nth(2)).toHaveText('SOC 2');
    await expect(statusOf(row)).toHaveText('Generated', { timeout: 30_000 });
    await expect(row.getByRole('link', { name: `Download ${name}` })).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
  });
});
