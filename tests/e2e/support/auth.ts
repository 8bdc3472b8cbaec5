import { expect, type Page } from '@playwright/test';

/** The demo account the embedded backend creates on an empty database (README, lib/backend/demo-account.ts). */
export const demoAccount = { email: 'demo@example.com', password: 'compliance-demo' } as const;

/**
 * Signs in with the demo account through the real sign-in form, starting at /login?redirect=<path>, and waits
 * until the browser is at `path`.
 */
export async function signIn(page: Page, path = '/manage'): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByRole('main').getByLabel('Email address').fill(demoAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const target = new URL(path, 'http://placeholder');
  await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.search === target.search, { timeout: 30_000 });
}
