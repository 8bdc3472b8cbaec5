import { expect, test, type Page } from '@playwright/test';
import { returnToTab, sessionCookie } from '../support/session';

const mockURL = `http://127.0.0.1:${process.env.E2E_MOCK_PORT}`;

async function signInAs(page: Page, email: string, path = '/manage', password = 'provider-pass') {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

// Expiring tokens at the mock affects every session: these tests run one after another.
test.describe.configure({ mode: 'serial' });

test('signs in through the provider and returns to the intended page', async ({ page }) => {
  await page.goto('/manage/evidence?x=1');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/manage/evidence?x=1');
  await signInAs(page, 'provider@example.com', '/manage/evidence?x=1');
  // The first sign-in of a fresh server founds the person's organization with its starting records: it takes a while.
  await expect(page).toHaveURL((url) => url.pathname === '/manage/evidence' && url.search === '?x=1', { timeout: 60_000 });
  await expect(page.getByRole('banner')).toContainText('Provider Compliance Ltd');
});

test('a refused provider login shows the failure text', async ({ page, context }) => {
  await signInAs(page, 'provider@example.com', '/manage', 'wrong-password');
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  expect(await sessionCookie(context)).toBeUndefined();
});

test('the provider token appears in no HTML or JSON', async ({ page, request }) => {
  const login = page.waitForResponse('**/api/user-management/login');
  await signInAs(page, 'provider@example.com');
  const loginText = await (await login).text();
  await expect(page).toHaveURL(/\/manage$/);
  const info = await page.request.get('/api/user-management/my-information');
  expect(info.status()).toBe(200);
  const infoText = await info.text();
  const { authorization } = (await (await request.get(`${mockURL}/__control/last-authorization`)).json()) as { authorization: string };
  expect(authorization).toMatch(/^tok_[0-9a-f]+$/);
  expect(loginText).not.toContain(authorization);
  expect(infoText).not.toContain(authorization);
  expect(await page.content()).not.toContain(authorization);
  expect(JSON.parse(infoText)).toMatchObject({ company_name: 'Provider Compliance Ltd', time_zone: 'PT' });
});

test('an upstream 401 shows the Tips dialog and ends the session', async ({ page, context, request }) => {
  await signInAs(page, 'provider@example.com', '/manage/policies');
  await expect(page).toHaveURL(/\/manage\/policies$/);
  await request.post(`${mockURL}/__control/expire`);
  await returnToTab(page);
  const dialog = page.getByRole('dialog', { name: 'Tips' });
  await expect(dialog).toContainText('Sorry, the login status is expired. Log in again');
  await expect.poll(async () => sessionCookie(context)).toBeUndefined();
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL((url) => url.pathname === '/login');
});

test('with no nickname, /manage loads the profile first, and an upstream 401 lands on sign-in', async ({ page, request }) => {
  await signInAs(page, 'noname@example.com', '/manage/audits');
  await expect(page).toHaveURL(/\/manage\/audits$/);
  await request.post(`${mockURL}/__control/expire`);
  await page.goto('/manage/reports?from=test');
  await expect(page).toHaveURL((url) => url.pathname === '/login' && url.searchParams.get('redirect') === '/manage/reports?from=test');
});

test('sign-up and password reset say the provider handles them', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByText('Sign-up is handled by your compliance provider. Ask your administrator for an account.')).toBeVisible();
  await page.goto('/findId');
  await expect(page.getByText('Password resets are handled by your compliance provider. Ask your administrator for help.')).toBeVisible();
});
