import { expect, test } from '@playwright/test';

test('a thin progress bar without a spinner runs while a page loads, then goes away', async ({ page }) => {
  await page.goto('/');
  // Hold the next page's data back so the navigation takes long enough to watch.
  await page.route(/\/pricing/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }).click();

  const bar = page.locator('#nprogress .bar');
  await expect(bar).toBeVisible();
  expect(await bar.evaluate((element) => element.getBoundingClientRect().height)).toBeLessThanOrEqual(4);
  await expect(page.locator('#nprogress .spinner')).toHaveCount(0);

  await expect(page).toHaveURL('/pricing');
  await expect(page.getByRole('heading', { level: 1, name: 'Pricing' })).toBeVisible();
  await expect(page.locator('#nprogress')).toHaveCount(0);
});

test('Back runs the bar too and restores the previous page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Resources' }).click();
  await expect(page).toHaveURL('/resources');
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect(page.locator('#nprogress')).toHaveCount(0);
});
