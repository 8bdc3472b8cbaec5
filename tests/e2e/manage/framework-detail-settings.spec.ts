import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoAxeViolations } from '../support/manage-axe';
import { stat } from '../support/stat';

test.describe('SOC 2 Type II detail', () => {
  test('shows breadcrumb, buttons, status cards, groups and sidebar', async ({ page }) => {
    await signIn(page, '/manage/frameworkManage');
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'Frameworks' })).toHaveAttribute('href', '/manage/frameworks');
    await expect(crumbs).toContainText('SOC 2 Type II');
    await expect(page.getByRole('link', { name: 'Generate Report' })).toHaveAttribute('href', '/manage/reports');
    await expect(page.getByRole('link', { name: 'Settings', exact: true })).toHaveAttribute('href', '/manage/frameworkSettings');
    await expect(stat(page, 'Total Controls')).toContainText('64');
    await expect(page.getByRole('img', { name: /Controls compliant: \d+%/ })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Action Items' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('control groups: counts, first expanded, each toggles', async ({ page }) => {
    await signIn(page, '/manage/frameworkManage');
    const groups = [
      ['Security (CC)', 15],
      ['Availability (A)', 12],
      ['Processing Integrity (PI)', 8],
      ['Confidentiality (C)', 15],
      ['Privacy (P)', 14],
    ] as const;
    for (const [index, [title, count]] of groups.entries()) {
      const button = page.getByRole('button', { name: `${title} ${count} controls` });
      await expect(button).toHaveAttribute('aria-expanded', index === 0 ? 'true' : 'false');
      const panel = page.locator(`#${await button.getAttribute('aria-controls')}`);
      await expect(panel).toBeVisible({ visible: index === 0 });
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', index === 0 ? 'false' : 'true');
      await expect(panel).toBeVisible({ visible: index !== 0 });
      if (index !== 0) await expect(panel.getByRole('listitem')).toHaveCount(count);
    }
  });

  test('Export Data downloads the controls as CSV', async ({ page }) => {
    await signIn(page, '/manage/frameworkManage');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export Data' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('soc2-type-ii-controls.csv');
    const text = await readFile((await file.path())!, 'utf8');
    expect(text.trimEnd().split('\r\n')).toHaveLength(65);
  });
});

test.describe('framework settings', () => {
  test('sections show one at a time, the clicked one marked active, and survive Back', async ({ page }) => {
    await signIn(page, '/manage/frameworkSettings');
    const nav = page.getByRole('navigation', { name: 'Settings sections' });
    const labels = ['General', 'Notifications', 'Users & Permissions', 'Audit Schedule', 'Integrations', 'Reporting', 'Advanced'];
    await expect(nav.getByRole('button')).toHaveText(labels);
    await expect(nav.getByRole('button', { name: 'General' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByLabel('Framework Name')).toHaveValue('SOC 2 Type II');
    await nav.getByRole('button', { name: 'Integrations' }).click();
    await expect(nav.getByRole('button', { name: 'Integrations' })).toHaveAttribute('aria-current', 'true');
    await expect(nav.getByRole('button', { name: 'General' })).not.toHaveAttribute('aria-current', 'true');
    await expect(page.getByLabel('Framework Name')).toHaveCount(0);
    await expect(page.getByText('Connected', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Not Connected', { exact: true }).first()).toBeVisible();
    await nav.getByRole('button', { name: 'Audit Schedule' }).click();
    await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('Pending', { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect(page).toHaveURL('/manage');
    await page.goBack();
    await expect(nav.getByRole('button', { name: 'Audit Schedule' })).toHaveAttribute('aria-current', 'true');
  });

  test('fields and options of the spec; toggles flip', async ({ page }) => {
    await signIn(page, '/manage/frameworkSettings');
    const options = async (label: string) => page.getByLabel(label).locator('option').evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
    expect(await options('Status')).toEqual(['active', 'inactive', 'maintenance']);
    expect(await options('Compliance Period')).toEqual(['12', '6', '24']);
    await expect(page.getByLabel('Notification Email')).toHaveValue('compliance@company.com');
    await page.getByRole('button', { name: 'Reporting' }).click();
    await expect(page.getByRole('heading', { name: 'Reporting' })).toBeVisible();
    expect(await options('Default Report Format')).toEqual(['pdf', 'excel', 'word']);
    expect(await options('Report Template')).toEqual(['standard', 'executive', 'detailed', 'custom']);
    await expect(page.getByLabel('Report Distribution')).toBeVisible();
    const auto = page.getByRole('switch', { name: 'Automatic Report Generation' });
    await expect(auto).toHaveAttribute('aria-checked', 'true');
    await auto.click();
    await expect(auto).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('button', { name: 'Advanced' }).click();
    await expect(page.getByRole('heading', { name: 'Advanced' })).toBeVisible();
    expect(await options('Data Retention Period')).toEqual(['3', '5', '7', '10']);
    await expect(page.getByLabel('Data Retention Period')).toHaveValue('3');
    const api = page.getByRole('switch', { name: 'API Access' });
    await api.click();
    await expect(api).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('switch', { name: 'Automatic Backup' })).toHaveAttribute('aria-checked', 'true');
  });

  test('threshold: default 95 with help text, clear error outside 0-100, Reset restores, Save validates and confirms', async ({ page }) => {
    await signIn(page, '/manage/frameworkSettings?section=advanced');
    const threshold = page.getByLabel('Compliance Threshold');
    await expect(threshold).toHaveValue('95');
    await expect(page.getByText('Minimum percentage for compliance status (0-100%)')).toBeVisible();
    await threshold.fill('101');
    await expect(page.getByText('Enter a number from 0 to 100.')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await expect(page.getByText('Please correct the highlighted fields.')).toBeVisible();
    await expect(page.getByText('Settings saved successfully.')).toHaveCount(0);
    await page.getByRole('button', { name: 'Reset to Default' }).click();
    await expect(threshold).toHaveValue('95');
    await expect(page.getByText('Enter a number from 0 to 100.')).toHaveCount(0);
    await threshold.fill('80');
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await expect(page.getByText('Settings saved successfully.')).toBeVisible();
  });

  test('an error in another section takes the user there', async ({ page }) => {
    await signIn(page, '/manage/frameworkSettings');
    await page.getByLabel('Notification Email').fill('not an email');
    await page.getByRole('button', { name: 'Advanced' }).click();
    await expect(page.getByLabel('Compliance Threshold')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await expect(page.getByRole('button', { name: 'General' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  });
});
