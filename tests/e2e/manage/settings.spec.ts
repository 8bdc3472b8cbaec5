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
    ['organization', 'Organization'],
    ['trust', 'Trust center'],
    ['assistant', 'Assistant'],
  ] as const;

  for (const [path, heading] of byPath) {
    test(`?path=${path} opens ${heading}, marked current, with no axe violations`, async ({ page }) => {
      await signIn(page, `/manage/settings?path=${path}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
      await expect(sectionHeading(page)).toHaveText(heading);
      await expect(page.getByRole('navigation', { name: 'Settings sections' }).getByRole('link', { name: heading })).toHaveAttribute(
        'aria-current',
        'page',
      );
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
    await expect(page.getByRole('form', { name: 'Connect GitHub' })).toBeVisible();
    await nav.getByRole('link', { name: 'API Keys' }).click();
    await expect(page).toHaveURL(/\?path=api$/);
    await expect(page.getByText('Production API Key')).toBeVisible();
    await expect(page.getByText('ck_live_••••••••••••7f3a')).toBeVisible();
    await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
  });

  test('the profile shows every field and option, the account facts, and validates', async ({ page }) => {
    await signIn(page, '/manage/settings?path=profile');
    await expect(page.getByLabel('Department').locator('option')).toHaveText([
      'Compliance',
      'Legal',
      'IT Security',
      'Risk Management',
      'Operations',
      'Other',
    ]);
    await expect(page.getByLabel('Time zone').locator('option')).toHaveText([
      'Pacific Time (PT)',
      'Mountain Time (MT)',
      'Central Time (CT)',
      'Eastern Time (ET)',
    ]);
    await expect(page.getByLabel('Language').locator('option')).toHaveText(['English (US)', 'English (UK)', 'Spanish', 'French', 'German']);
    await expect(page.getByLabel('Date format').locator('option')).toHaveText(['MM/DD/YYYY', 'DD/MM/YYYY', 'YYYY-MM-DD']);
    for (const label of ['First name', 'Last name', 'Email', 'Phone', 'Job title', 'Company', 'Employee ID', 'Manager']) {
      await expect(page.getByLabel(label)).toBeVisible();
    }
    await expect(page.getByLabel('Job title')).toHaveValue('Compliance Manager');
    for (const term of ['Account type', 'Member since', 'Last login', 'Role'])
      await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: 'Administrator' })).toBeVisible();

    // Saving is covered on an organization of its own (workspace.spec.ts); the demo's profile stays as it is.
    await page.getByLabel('First name', { exact: true }).fill('');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Enter the first name.')).toBeVisible();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  });

  test('team lists the members with their roles; invite validates and a pending invitation can be withdrawn', async ({ page }) => {
    await signIn(page, '/manage/settings?path=team');
    const table = page.getByRole('table', { name: 'Team members' });
    for (const name of ['Demo Manager', 'Sarah Chen', 'Michael Torres', 'Emily Johnson']) await expect(table).toContainText(name);
    for (const description of [
      'Full access to all features and settings',
      'Can view and edit compliance data',
      'Read-only access to compliance data',
    ]) {
      await expect(table.getByText(description).first()).toBeVisible();
    }
    await checkModalOpensAndCloses(page, 'Invite Team Member', 'Invite Team Member');

    await page.getByRole('button', { name: 'Invite Team Member' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite Team Member' });
    await invite.getByLabel('Email').fill('wrong');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite.getByText('Enter a valid email address.')).toBeVisible();
    const email = `ana-${Date.now().toString(36)}@example.com`;
    await invite.getByLabel('Email').fill(email);
    await invite.getByLabel('Role').selectOption('viewer');
    await invite.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(invite).toBeHidden();
    await expect(page.getByRole('status')).toContainText(`Invitation sent to ${email} as Viewer.`);
    const withdraw = page.getByRole('button', { name: `Withdraw the invitation of ${email}` });
    await withdraw.click();
    await expect(page.getByRole('status')).toContainText('Invitation withdrawn.');
    await expect(withdraw).toHaveCount(0);

    const editButton = table.getByRole('button', { name: 'Edit Role of Emily Johnson' });
    await editButton.click();
    const edit = page.getByRole('dialog', { name: 'Edit Role: Emily Johnson' });
    await page.keyboard.press('Escape');
    await expect(edit).toBeHidden();
    await expect(editButton).toBeFocused();

    await table.getByRole('button', { name: 'Remove Michael Torres' }).click();
    const remove = page.getByRole('dialog', { name: 'Remove Team Member' });
    await remove.getByRole('button', { name: 'Cancel' }).click();
    await expect(table).toContainText('Michael Torres');
  });
});
