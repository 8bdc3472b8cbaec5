import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';

const message = 'Invalid page, please return to the home page';

test('an unknown path answers 404 with the message and a HOME button to /', async ({ page }) => {
  const response = await page.goto(`/no-such-page-${randomUUID()}/deeper`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: message })).toBeVisible();
  await page.getByRole('link', { name: 'HOME', exact: true }).click();
  await expect(page).toHaveURL('/');
});

test('/404 shows the same page', async ({ page }) => {
  const response = await page.goto('/404');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: message })).toBeVisible();
  await expect(page.getByRole('link', { name: 'HOME', exact: true })).toHaveAttribute('href', '/');
});
