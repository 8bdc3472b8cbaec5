import { expect, test } from '@playwright/test';
import { signUpNewOrganization } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

const registerPath = `/register?frameworks=${encodeURIComponent('SOC 2')}`;

/** The day `months` calendar months from now, as the screen writes it (UTC), the month's last day when shorter. */
function dayIn(months: number): string {
  const now = new Date();
  const target = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(now.getUTCDate(), last));
  return new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(target);
}

test.describe('framework settings that act', () => {
  test('automatic reports: what they do, the next one once saved on, and at most 20 addresses', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/frameworkSettings?section=reporting', registerPath);
    await expect(
      page.getByText(/^While on, a framework report in the default format is generated once every compliance period/),
    ).toBeVisible();
    await expect(page.getByText(/^Next automatic report:/)).toHaveCount(0);
    await expect(page.getByText('Report files have one layout for now', { exact: false })).toBeVisible();

    const distribution = page.getByLabel('Report Distribution');
    await distribution.fill(Array.from({ length: 21 }, (_, i) => `person${i}@example.com`).join(', '));
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await expect(page.getByText('Enter at most 20 email addresses.')).toBeVisible();

    await distribution.fill('ciso@example.com, audit@example.com');
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    await expect(page.getByText('Settings saved successfully.')).toBeVisible();
    await expect(page.getByText(`Next automatic report: ${dayIn(12)}.`, { exact: false })).toBeVisible();

    await page.getByRole('switch', { name: 'Automatic Report Generation' }).click();
    await page.getByRole('button', { name: 'Save Changes' }).first().click();
    // The page read again after the save: no period counts once it is off.
    await expect(page.getByText(/^Next automatic report:/)).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('switch', { name: 'Automatic Report Generation' })).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByText(/^Next automatic report:/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('retention, backup, API access and control failure alerts say what they do on this server', async ({ page }) => {
    await signUpNewOrganization(page, '/manage/frameworkSettings?section=advanced', registerPath);
    await expect(page.getByText(/^Reports older than this are deleted with their files\./)).toBeVisible();
    await expect(page.getByText(/^The server backs up its whole database once a day .* whether this is on or off/)).toBeVisible();
    await expect(page.getByText(/^On: the organization’s API keys can read this framework/)).toBeVisible();
    await page.getByRole('button', { name: 'Notifications' }).click();
    await expect(page.getByText('Alert when a control fails its automated test.')).toBeVisible();
    await expect(page.getByText(/^On: when a daily run or Run now finds an integration check newly failing/)).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
