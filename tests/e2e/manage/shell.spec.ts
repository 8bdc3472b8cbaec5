import { expect, test } from '@playwright/test';
import { signIn } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';

const sections = ['profile', 'notifications', 'security', 'billing', 'team', 'api'];

test.describe('signed-in shell', () => {
  test('header links lead to each section and mark the current one', async ({ page }) => {
    await signIn(page, '/manage');
    const nav = page.getByRole('navigation', { name: 'Management', exact: true });
    for (const [label, path, title] of [
      ['Frameworks', '/manage/frameworks', 'Frameworks'],
      ['Evidence', '/manage/evidence', 'Evidence'],
      ['Policies', '/manage/policies', 'Policies'],
      ['Audits', '/manage/audits', 'Audits'],
      ['Reports', '/manage/reports', 'Reports'],
      ['Dashboard', '/manage', 'Dashboard'],
    ] as const) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    }
  });

  test('every management route has its page title', async ({ page }) => {
    await signIn(page, '/manage');
    const titles: [string, string][] = [
      ['/manage', 'Dashboard'],
      ['/manage/frameworks', 'Frameworks'],
      ['/manage/addFrameworks', 'Frameworks'],
      ['/manage/frameworkManage', 'Frameworks'],
      ['/manage/frameworkSettings', 'Frameworks'],
      ['/manage/iso27001Setup', 'Frameworks'],
      ['/manage/ccpa-issues', 'Frameworks'],
      ['/manage/hipaaActivate', 'Frameworks'],
    ];
    for (const [path, title] of titles) {
      await page.goto(path);
      await expect(page).toHaveTitle(new RegExp(`^${title} \\|`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    }
  });

  test('the user menu shows the role, opens on click and closes on click, Escape and a click outside', async ({ page }) => {
    await signIn(page, '/manage');
    const button = page.getByRole('button', { name: /user menu/ });
    await expect(button).toContainText('Demo Manager');
    await expect(button).toContainText('Administrator');
    const profile = page.getByRole('link', { name: 'Profile' });
    await expect(profile).toBeHidden();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(profile).toBeVisible();
    await button.click();
    await expect(profile).toBeHidden();
    await button.click();
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();
    await expect(button).toBeFocused();
    await button.click();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(profile).toBeHidden();
  });

  test('the user menu works from the keyboard', async ({ page }) => {
    await signIn(page, '/manage');
    const button = page.getByRole('button', { name: /user menu/ });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Profile' })).toBeFocused();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  });

  test('the user menu links to each settings section', async ({ page }) => {
    await signIn(page, '/manage');
    const button = page.getByRole('button', { name: /user menu/ });
    await button.click();
    const hrefs = await page
      .locator(`#${await button.getAttribute('aria-controls')} a`)
      .evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(hrefs).toEqual([
      ...['Profile', 'Notifications', 'Security', 'Billing', 'Team', 'API Keys'].map((label, i) => [
        label,
        `/manage/settings?path=${sections[i]}`,
      ]),
      ['Help & Support', '/support'],
      ['Documentation', '/help'],
    ]);
    await page.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL('/manage/settings?path=team');
  });

  test('Sign Out ends the session and goes home', async ({ page }) => {
    await signIn(page, '/manage');
    await page.getByRole('button', { name: /user menu/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/manage');
    await expect(page).toHaveURL(/\/login\?redirect=/);
  });

  test('on a phone the sections sit behind a navigation button', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signIn(page, '/manage');
    const open = page.getByRole('button', { name: 'Open navigation' });
    await expect(page.getByRole('navigation', { name: 'Management', exact: true })).toBeHidden();
    await open.click();
    const menu = page.getByRole('navigation', { name: 'Management menu' });
    await expectNoAxeViolations(page);
    await menu.getByRole('link', { name: 'Policies' }).click();
    await expect(page).toHaveURL('/manage/policies');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: /user menu/ })).toBeVisible();
  });

  test('on a phone no screen scrolls sideways', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await signIn(page, '/manage');
    for (const path of [
      '/manage',
      '/manage/frameworks',
      '/manage/addFrameworks',
      '/manage/frameworkManage',
      '/manage/frameworkSettings?section=users',
      '/manage/hipaaActivate',
      '/manage/iso27001Setup',
      '/manage/ccpa-issues',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
