import { expect, test } from '@playwright/test';
import { demoAccount, signIn } from './support/auth';

test('/manage/evidence?x=1 without a cookie lands on /login with that exact redirect', async ({ page }) => {
  await page.goto('/manage/evidence?x=1');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/manage/evidence?x=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('signing in with the demo account returns to the intended page', async ({ page }) => {
  await signIn(page, '/manage/evidence?x=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Evidence' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Demo Compliance Co.');
});

test('without a redirect query, sign-in goes to /manage', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email address').fill(demoAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/manage$/);
});

test('an off-site redirect query falls back to /manage', async ({ page }) => {
  await page.goto('/login?redirect=%2F%2Fevil.example%2Fsteal');
  await page.getByRole('main').getByLabel('Email address').fill(demoAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL((url) => url.origin !== 'http://evil.example' && url.pathname === '/manage');
});

test('signed in, /login and /register go to /', async ({ page }) => {
  await signIn(page);
  for (const path of ['/login', '/register']) {
    await page.goto(path);
    await expect(page).toHaveURL((url) => url.pathname === '/');
  }
});

test('empty fields show their warnings, one at a time', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your email address')).toBeVisible();
  await expect(page.getByText('Please enter your password')).toHaveCount(0);
  await page.getByRole('main').getByLabel('Email address').fill(demoAccount.email);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Please enter your password')).toBeVisible();
  await expect(page.getByText('Please enter your email address')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login$/);
});

test('a wrong password shows the failure text and stays signed out', async ({ page, context }) => {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email address').fill(demoAccount.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password. Please try again.' })).toBeVisible();
  expect((await context.cookies()).find((cookie) => cookie.name === 'AccessToken')).toBeUndefined();
});
