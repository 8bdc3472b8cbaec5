import { expect, test } from '@playwright/test';
import { randomUUID } from 'node:crypto';

test('the footer newsletter form validates, subscribes and accepts a repeat', async ({ page }) => {
  const email = `Reader-${randomUUID()}@Example.com`;
  const form = () => page.getByRole('form', { name: 'Compliance news in your inbox' });
  await page.goto('/pricing');
  await form().getByLabel('Email address').fill('not-an-address');
  await form().getByRole('button', { name: 'Subscribe' }).click();
  await expect(form().getByText('Enter a valid email address')).toBeVisible();

  await form().getByLabel('Email address').fill(email);
  const response = page.waitForResponse((res) => res.url().endsWith('/api/newsletter-subscriptions'));
  await form().getByRole('button', { name: 'Subscribe' }).click();
  expect((await response).status()).toBe(200);
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();

  await page.goto('/products');
  await form().getByLabel('Email address').fill(email.toLowerCase());
  await form().getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
});

test('POST /api/newsletter-subscriptions: a repeat is a success; a bad address is a 422', async ({ request }) => {
  const email = `repeat-${randomUUID()}@example.com`;
  for (let i = 0; i < 2; i++) {
    const response = await request.post('/api/newsletter-subscriptions', { data: { email } });
    expect(response.status()).toBe(200);
    expect(await response.json()).toEqual({ subscribed: true });
  }
  const bad = await request.post('/api/newsletter-subscriptions', { data: { email: 'nope' } });
  expect(bad.status()).toBe(422);
  expect((await bad.json()).fieldErrors).toEqual({ email: ['Enter a valid email address'] });
});
