import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signIn, signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
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
    for (const name of ['Bulk Assignment', 'Priority Update', 'Export Data'])
      await expect(page.getByRole('button', { name })).toBeVisible();
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

  test('a status filter shows closed issues; the default list leaves them out', async ({ page }) => {
    await signIn(page, '/manage/ccpa-issues?status=closed');
    await expect(page.getByLabel('Status')).toHaveValue('closed');
    await expect(page.getByText('No issues match these filters.')).toBeVisible();
    await page.getByLabel('Status').selectOption('all');
    await expect(page.getByRole('article')).toHaveCount(6);
  });

  test('Bulk Assignment asks for a selection first', async ({ page }) => {
    await signIn(page, '/manage/ccpa-issues');
    await page.getByRole('button', { name: 'Bulk Assignment' }).click();
    await expect(page.getByText('Select the issues first with the checkboxes on their cards.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('CCPA issues as records', () => {
  const year = new Date().getUTCFullYear();

  async function createIssue(page: Page, fields: { title: string; priority: string; category: string; tags: string }) {
    const dialog = page.getByRole('dialog', { name: 'New Issue' });
    await dialog.getByLabel('Title').fill(fields.title);
    await dialog.getByLabel('Description').fill(`What is wrong: ${fields.title.toLowerCase()}.`);
    await dialog.getByLabel('Priority').selectOption(fields.priority);
    await dialog.getByLabel('Category').selectOption(fields.category);
    await dialog.getByLabel('Tags').fill(fields.tags);
    await dialog.getByLabel('Due date').fill(`${year + 1}-03-31`);
    await dialog.getByRole('button', { name: 'Create Issue' }).click();
    await expect(dialog).toBeHidden();
  }

  test('create, edit, bulk assign, filter, export and close in a new organization', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/ccpa-issues');
    await expect(page.getByRole('heading', { name: 'No open CCPA issues' })).toBeVisible();

    // The form checks its fields before sending them.
    await page.getByRole('button', { name: '+ New Issue' }).click();
    const dialog = page.getByRole('dialog', { name: 'New Issue' });
    await dialog.getByRole('button', { name: 'Create Issue' }).click();
    await expect(dialog.getByText('Enter the title.')).toBeVisible();
    await expect(dialog.getByText('Choose a priority.')).toBeVisible();
    await createIssue(page, { title: 'Opt-out link missing in the app', priority: 'high', category: 'opt-out', tags: 'Mobile, Opt-out' });
    await expect(page.getByText(`Issue CCPA-${year}-001 created.`)).toBeVisible();
    const first = page.getByRole('article', { name: 'Opt-out link missing in the app' });
    await expect(first).toContainText(`CCPA-${year}-001`);
    await expect(first).toContainText('Open');
    await expect(first).toContainText('High');
    await expect(first).toContainText('Unassigned');
    await expect(first.getByRole('list', { name: 'Tags' })).toContainText('Mobile');
    await expectNoAxeViolations(page);

    // Edit its priority.
    await first.getByRole('button', { name: `Edit issue CCPA-${year}-001` }).click();
    const edit = page.getByRole('dialog', { name: `Edit CCPA-${year}-001` });
    await expect(edit.getByLabel('Title')).toHaveValue('Opt-out link missing in the app');
    await expect(edit.getByLabel('Tags')).toHaveValue('Mobile, Opt-out');
    await edit.getByLabel('Priority').selectOption('critical');
    await edit.getByRole('button', { name: 'Save Issue' }).click();
    await expect(edit).toBeHidden();
    await expect(first).toContainText('Critical');
    await expect(stat(page, 'Critical')).toContainText('1');

    await page.getByRole('button', { name: '+ New Issue' }).click();
    await createIssue(page, { title: 'Deletion requests answered late', priority: 'medium', category: 'deletion', tags: 'DSR' });
    const second = page.getByRole('article', { name: 'Deletion requests answered late' });
    await expect(second).toContainText(`CCPA-${year}-002`);
    await expect(stat(page, 'Total Issues')).toContainText('2');

    // Bulk assign both to the creator (the form proposes the signed-in member).
    await page.getByLabel('Select all shown').check();
    await expect(page.getByLabel(`Select CCPA-${year}-001`)).toBeChecked();
    await page.getByRole('button', { name: 'Bulk Assignment' }).click();
    const assign = page.getByRole('dialog', { name: 'Bulk Assignment' });
    await expect(assign).toContainText('2 selected issues');
    await expect(assign.getByLabel('Assign to')).toHaveValue(/.+/);
    await assign.getByRole('button', { name: 'Assign Issues' }).click();
    await expect(page.getByText('Assigned 2 issues.')).toBeVisible();
    await expect(first).toContainText('Nora New');
    await expect(second).toContainText('Nora New');
    await expect(page.getByLabel(`Select CCPA-${year}-001`)).not.toBeChecked();

    // Filter by category; the list comes from the URL query.
    await page.getByLabel('Category').selectOption('deletion');
    await expect(page).toHaveURL(/category=deletion/);
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').first()).toContainText(`CCPA-${year}-002`);

    // Export what is shown.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Issues' }).click();
    const lines = (await readFile((await (await download).path())!, 'utf8')).trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(
      `CCPA-${year}-002,Deletion requests answered late,What is wrong: deletion requests answered late.,medium,deletion,DSR,Nora New,${year + 1}-03-31`,
    );

    // Close it: it leaves the default list; the status filter shows it.
    await page
      .getByRole('article')
      .first()
      .getByRole('button', { name: `Close issue CCPA-${year}-002` })
      .click();
    await expect(page.getByText(`Issue CCPA-${year}-002 closed.`)).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(0);
    await page.getByLabel('Status').selectOption('closed');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(page.getByRole('article').first()).toContainText('Closed');
    await page.goto('/manage/ccpa-issues');
    await expect(page.getByRole('article')).toHaveCount(1);
    await expect(stat(page, 'Total Issues')).toContainText('1');
  });
});
