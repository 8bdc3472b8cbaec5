import { expect, test } from '@playwright/test';
import { signIn, signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

/** A new organization that follows SOC 2 and ISO 27001, so saving never changes the demo's settings. */
const registerPath = `/register?frameworks=${encodeURIComponent('SOC 2, ISO 27001')}`;

test.describe('framework settings', () => {
  test("sections show one at a time, the clicked one marked active, with the organization's people and audits", async ({ page }) => {
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
    // The demo organization connected no tool: each shows Not Connected (integrations.spec.ts connects GitHub).
    await expect(page.getByText('Not Connected', { exact: true })).toHaveCount(14);
    await expect(page.getByText('Connected', { exact: true })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Connect GitHub' })).toHaveAttribute('href', '/manage/settings?path=integrations');
    await nav.getByRole('button', { name: 'Users & Permissions' }).click();
    await expect(page.getByText('Sarah Chen', { exact: true })).toBeVisible();
    await expect(page.getByText('Editor', { exact: true }).first()).toBeVisible();
    await nav.getByRole('button', { name: 'Audit Schedule' }).click();
    await expect(page.getByText('SOC 2 Type II Annual Audit', { exact: true })).toBeVisible();
    await expect(page.getByText('Scheduled', { exact: true }).first()).toBeVisible();
    await expect(page.getByText('ISO 27001 Surveillance Audit')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
    await expect(page).toHaveURL('/manage');
    await page.goBack();
    await expect(nav.getByRole('button', { name: 'Audit Schedule' })).toHaveAttribute('aria-current', 'true');
  });

  test('every field offers its options; toggles flip', async ({ page }) => {
    await signIn(page, '/manage/frameworkSettings');
    const options = async (label: string) =>
      page
        .getByLabel(label)
        .locator('option')
        .evaluateAll((all) => all.map((o) => (o as HTMLOptionElement).value));
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

  test('an error in another section takes the user there', async ({ page }) => {
    await signIn(page, '/manage/frameworkSettings');
    await page.getByLabel('Notification Email').fill('not an email');
    await page.getByRole('button', { name: 'Advanced' }).click();
    await expect(page.getByLabel('Compliance Threshold')).toBeVisible();
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await expect(page.getByRole('button', { name: 'General' })).toHaveAttribute('aria-current', 'true');
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  });

  test('threshold: default 95 with help text, clear error outside 0-100, Reset restores, Save stores across reloads', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/frameworkSettings?section=advanced', registerPath);
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
    await page.getByRole('switch', { name: 'API Access' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await expect(page.getByText('Settings saved successfully.')).toBeVisible();

    await page.reload();
    await expect(threshold).toHaveValue('80');
    await expect(page.getByRole('switch', { name: 'API Access' })).toHaveAttribute('aria-checked', 'true');
    await page.getByRole('button', { name: 'Reset to Default' }).click();
    await expect(threshold).toHaveValue('95');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(threshold).toHaveValue('80');
    await expectNoAxeViolations(page);

    // Each framework keeps its own settings.
    await page.goto('/manage/frameworkSettings?framework=iso27001&section=advanced');
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('ISO 27001');
    await expect(threshold).toHaveValue('95');
    await page.getByRole('button', { name: 'General' }).click();
    await expect(page.getByLabel('Framework Name')).toHaveValue('ISO 27001');
  });

  test('a save from a page read before another save is refused as stale', async ({ page, context }) => {
    await signUpNewOrganization(page, '/manage/frameworkSettings', registerPath);
    const other = await context.newPage();
    await other.goto('/manage/frameworkSettings');
    await expect(other.getByLabel('Framework Name')).toHaveValue('SOC 2 Type II');

    await page.getByLabel('Description').fill('Saved first.');
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await expect(page.getByText('Settings saved successfully.')).toBeVisible();

    await other.getByLabel('Description').fill('Saved second.');
    await other.getByRole('button', { name: 'Save Changes' }).first().click();
    await expect(other.getByText('This record was changed by someone else. Reload to see the latest.')).toBeVisible();
    await other.reload();
    await expect(other.getByLabel('Description')).toHaveValue('Saved first.');
  });

  test('a framework the organization does not follow, and one the directory does not know, say so', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/frameworkSettings?framework=gdpr', registerPath);
    await expect(page.getByRole('heading', { name: 'GDPR is not part of your organization yet' })).toBeVisible();
    await page.goto('/manage/frameworkSettings?framework=nope');
    await expect(page.getByRole('heading', { name: 'This framework is not in the directory' })).toBeVisible();
    await page.goto('/manage/frameworkSettings?section=audit');
    await expect(page.getByText('No audit of SOC 2 Type II is scheduled.')).toBeVisible();
  });
});
