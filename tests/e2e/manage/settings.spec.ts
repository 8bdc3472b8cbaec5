import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { checkModalOpensAndCloses } from '../support/modal-checks';

const sectionHeading = (page: import('@playwright/test').Page) => page.locator('#settings-section-heading');

test.describe('Settings', () => {
  const byPath = [
    ['profile', 'Profile'],
    ['notifications', 'Notifications'],
    ['security', 'Security'],
    ['billing', 'Billing'],
    ['team', 'Team'],
    ['api', 'API Keys'],
    ['integrations', 'Integrations'],
  ] as const;

  for (const [path, heading] of byPath) {
    test(`?path=${path} opens ${heading}, marked current, with no axe violations`, async ({ page }) => {
      await signIn(page, `/manage/settings?path=${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(sectionHeading(page)).toHaveText(heading);
      await expect(page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: heading })).toHaveAttribute('aria-current', 'page');
      await expectNoAxeViolations(page);
    });
  }

  test('an unknown or missing path falls back to Profile', async ({ page }) => {
    await signIn(page, '/manage/settings?path=nonsense');
    await expect(sectionHeading(page)).toHaveText('Profile');
    await page.goto('/manage/settings?path=team&path=api');
    await expect(sectionHeading(page)).toHaveText('Team');
    await page.goto('/manage/settings?x=1&path=api');
    await expect(sectionHeading(page)).toHaveText('API Keys');
    await page.goto('/manage/settings');
    await expect(sectionHeading(page)).toHaveText('Profile');
  });

  test('the navigation switches sections and updates the query', async ({ page }) => {
    await signIn(page, '/manage/settings');
    const nav = page.getByRole('navigation', { name: 'Settings sections' });
    await nav.getByRole('link', { name: 'Security' }).click();
    await expect(page).toHaveURL(/\?path=security$/);
    await expect(sectionHeading(page)).toHaveText('Security');
    await nav.getByRole('link', { name: 'Billing' }).click();
    await expect(sectionHeading(page)).toHaveText('Billing');
    await expect(page.getByText('No billing details yet')).toBeVisible();
    await nav.getByRole('link', { name: 'Integrations' }).click();
    await expect(page.getByText('No integrations connected')).toBeVisible();
    await nav.getByRole('link', { name: 'API Keys' }).click();
    await expect(page).toHaveURL(/\?path=api$/);
    await expect(page.getByText('Production API Key')).toBeVisible();
    await expect(page.getByText('sk_live_••••••••••••7f3a')).toBeVisible();
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  });

  test('the profile shows every field and option, validates and saves', async ({ page }) => {
    await signIn(page, '/manage/settings?path=profile');
    await expect(page.getByLabel('Department').locator('option')).toHaveText(['Compliance', 'Legal', 'IT Security', 'Risk Management', 'Operations', 'Other']);
    await expect(page.getByLabel('Time zone').locator('option')).toHaveText(['Pacific Time (PT)', 'Mountain Time (MT)', 'Central Time (CT)', 'Eastern Time (ET)']);
    await expect(page.getByLabel('Language').locator('option')).toHaveText(['English (US)', 'English (UK)', 'Spanish', 'French', 'German']);
    await expect(page.getByLabel('Date format').locator('option')).toHaveText(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD']);
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Job title', 'Company', 'Employee ID', 'Manager']) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    for (const term of ['Account type', 'Member since', 'Last login', 'Role']) await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Admin' })).toBeVisible();

    await page.getByLabel('First name', { exact: true }).fill('');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter the first name.')).toBeVisible();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();

    await page.getByLabel('First name', { exact: true }).fill('Johanna');
    await page.getByLabel('Email', { exact: true }).fill('johanna@acme-health.com');
    await page.getByLabel('Department').selectOption('Legal');
    await page.getByLabel('Time zone').selectOption('ET');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('status')).toContainText('Profile saved.');
    await page.reload();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Johanna');
    await expect(page.getByLabel('Time zone')).toHaveValue('ET');
  });

  test('team lists roles with their descriptions; invite, edit role and remove work', async ({ page }) => {
    await signIn(page, '/manage/settings?path=team');
    const table = page.getByRole('table', { name: 'Team members' });
    for (const description of ['Full access to all features and settings', 'Can view and edit compliance data', 'Read-only access to compliance data']) {
      await expect(table.getByText(description).first()).toBeVisible();
    }
    await checkModalOpensAndCloses(page, 'Invite Team Member', 'Invite Team Member');

    await page.getByRole('button', { name: 'Invite Team Member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Team Member' });
    await invite.getByLabel('Email').fill('wrong');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite.getByText('Enter the name.')).toBeVisible();
    await expect(invite.getByText('Enter a valid email address.')).toBeVisible();
    await invite.getByLabel('Name').fill('Ana Ruiz');
    await invite.getByLabel('Email').fill('ana.ruiz@acme-health.com');
    await invite.getByLabel('Role').selectOption('viewer');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite).toBeHidden();
    await expect(page.getByRole('status')).toContainText('Invitation sent to ana.ruiz@acme-health.com as Viewer.');
    const ana = table.locator('tr').filter({ hasText: 'Ana Ruiz' });
    await expect(ana).toContainText('Read-only access to compliance data');

    const editButton = ana.getByRole('button', { name: 'Edit Role of Ana Ruiz' });
    await editButton.click();
    const edit = page.getByRole('dialog', { name: 'Edit Role: Ana Ruiz' });
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expect(editButton).toBeFocused();
    await editButton.click();
    await edit.getByLabel('Role').selectOption('member');
    await edit.getByRole('button', { name: 'Save Role' }).click();
    await expect(edit).toBeHidden();
    await expect(ana).toContainText('Can view and edit compliance data');

    await ana.getByRole('button', { name: 'Remove Ana Ruiz' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove Team Member' });
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect(ana).toHaveCount(1);
    await ana.getByRole('button', { name: 'Remove Ana Ruiz' }).click();
    await remove.getByRole('button', { name: 'Remove', exact: true }).click();
    await expect(page.getByRole('status')).toContainText('Ana Ruiz was removed from the team.');
    await expect(ana).toHaveCount(0);
  });
});
