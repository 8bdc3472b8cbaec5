import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoAxeViolations } from '../support/manage-axe';
import { stat } from '../support/stat';

test.describe('CCPA issues', () => {
  test('shows counts, issues with their details, summary and quick actions', async ({ page }) => {
    await signIn(page, '/manage/ccpa-issues');
    await expect(stat(page, 'Total Issues')).toContainText('6');
    await expect(stat(page, 'Critical')).toContainText('2');
    const first = page.getByRole('article', { name: 'Missing "Do Not Sell or Share" link on mobile app' });
    await expect(first).toContainText('CCPA-2026-001');
    await expect(first).toContainText('Critical');
    await expect(first).toContainText('Opt-out');
    await expect(first).toContainText('Sarah Chen');
    await expect(first).toContainText('Nov 14, 2026');
    await expect(page.getByRole('article').filter({ hasText: 'CCPA-2026-002' })).toContainText('Unassigned');
    await expect(page.getByRole('heading', { name: 'Issue Summary' })).toBeVisible();
    for (const name of ['Bulk Assignment', 'Priority Update', 'Export Data']) await expect(page.getByRole('button', { name })).toBeVisible();
    for (const name of ['Schedule Review', 'Generate Report']) await expect(page.getByRole('link', { name })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('search, priority, category and chips filter; Back restores them', async ({ page }) => {
    await signIn(page, '/manage/ccpa-issues');
    const issues = page.getByRole('article');
    await expect(issues).toHaveCount(6);
    await page.getByLabel('Search issues').fill('45 days');
    await expect(issues).toHaveCount(1);
    await expect(issues.first()).toContainText('CCPA-2026-002');
    await page.getByLabel('Search issues').fill('');
    await page.getByLabel('Priority').selectOption('high');
    await expect(issues).toHaveCount(2);
    await page.getByLabel('Category').selectOption('consent');
    await expect(issues).toHaveCount(1);
    await expect(issues.first()).toContainText('CCPA-2026-003');
    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('Priority').selectOption('');
    await page.getByRole('button', { name: 'Unassigned', exact: true }).click();
    await expect(issues).toHaveCount(2);
    await page.getByRole('button', { name: 'Critical', exact: true }).click();
    await expect(issues).toHaveCount(2);
    await page.getByRole('button', { name: 'High Priority' }).click();
    await expect(issues).toHaveCount(2);
    await page.getByLabel('Category').selectOption('disclosure');
    await expect(issues).toHaveCount(1);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect(page).toHaveURL('/manage');
    await page.goBack();
    await expect(page.getByRole('button', { name: 'High Priority' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Category')).toHaveValue('disclosure');
    await expect(issues).toHaveCount(1);
    await expect(issues.first()).toContainText('CCPA-2026-004');
  });

  test('Export Issues downloads the visible issues as CSV', async ({ page }) => {
    await signIn(page, '/manage/ccpa-issues?priority=critical');
    await expect(page.getByRole('article')).toHaveCount(2);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Issues' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^ccpa-issues-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await file.path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('ID,Title,Description,Priority,Category,Tags,Assignee,Due Date');
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['CCPA-2026-001', 'CCPA-2026-002']);
    await expect(page.getByText('Exported 2 issues.')).toBeVisible();
  });
});
