import { expect, test } from '@playwright/test';

const links = [
  ['Products', '/products'],
  ['Who we serve', '/whos'],
  ['Pricing', '/pricing'],
  ['Resources', '/resources'],
  ['Take Questionnaire', '/questionnaire'],
  ['Sign in', '/login'],
  ['Book a demo', '/book'],
] as const;

test.describe('public header', () => {
  for (const [name, path] of links) {
    test(`"${name}" leads to ${path}`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    });
  }

  test('the logo leads home', async ({ page }) => {
    await page.goto('/pricing');
    await page.getByRole('link', { name: 'Complia home' }).click();
    await expect(page).toHaveURL('/');
  });

  test('on a phone the links sit behind a menu that closes after navigating', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Pricing' })).toBeHidden();
    const menuButton = nav.getByRole('button', { name: 'Open menu' });
    await menuButton.click();
    await expect(nav.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#mobile-menu').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL('/pricing');
    await expect(page.locator('#mobile-menu')).toBeHidden();
    await nav.getByRole('button', { name: 'Open menu' }).click();
    await page.keyboard.press('Escape');
    await expect(page.locator('#mobile-menu')).toBeHidden();
  });
});
