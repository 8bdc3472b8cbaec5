import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoAxeViolations } from '../support/manage-axe';
import { stat } from '../support/stat';

test.describe('CCPA issues', () => {
  test('shows counts, issues with their details, summary and quick actions', async ({ page }) => {
    await signIn(page, '/manage/ccpa-issues');
    // The demo organization's six issues (lib/seed/ccpa-issues.ts): numbered in the seed's year, due relative to
    // it, two of them overdue.
    await expect(stat(page, 'Total Issues')).toContainText('6');
    await expect(stat(page, 'Critical')).toContainText('2');
    await expect(stat(page, 'High Priority')).toContainText('2');
    await expect(stat(page, 'Overdue')).toContainText('2');
    const first = page.getByRole('article', { name: 'Missing "Do Not Sell or Share" link on mobile app' });
    await expect(first).toContainText(/CCPA-\d{4}-001/);
    await expect(first).toContainText('In Progress');
    await expect(first).toContainText('Critical');
    await expect(first).toContainText('Opt-out');
    await expect(first).toContainText('Sarah Chen');
    await expect(first).toContainText('Overdue');
    await expect(first.locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const second = page.getByRole('article').filter({ hasText: /CCPA-\d{4}-002/ });
    await expect(second).toContainText('Unassigned');
    await expect(second).toContainText('Open');
    await expect(second).not.toContainText('Overdue');
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
    await expect(issues.first()).toContainText(/CCPA-\d{4}-002/);
    await page.getByLabel('Search issues').fill('');
    await page.getByLabel('Priority').selectOption('high');
    await expect(issues).toHaveCount(2);
    await page.getByLabel('Category').selectOption('consent');
    await expect(issues).toHaveCount(1);
    await expect(issues.first()).toContainText(/CCPA-\d{4}-003/);
    await page.getByLabel('Category').selectOption('');
    await page.getByLabel('Priority').selectOption('');
    await page.getByRole('button', { name: 'Overdue', exact: true }).click();
    await expect(issues).toHaveCount(2);
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
    await expect(issues.first()).toContainText(/CCPA-\d{4}-004/);
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
    const ids = lines.slice(1).map((line) => line.split(',')[0]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^CCPA-\d{4}-001$/);
    expect(ids[1]).toMatch(/^CCPA-\d{4}-002$/);
    await expect(page.getByText('Exported 2 issues.')).toBeVisible();
  });
});
