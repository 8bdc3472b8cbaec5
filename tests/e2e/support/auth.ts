import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './session';

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

/**
 * Signs up a new person through the sign-up form, founding a new, empty organization, and opens `path`. Tests
 * that create records use one, so the demo organization keeps the spec's figures for the tests that count them.
 */
export async function signUpNewOrganization(page: Page, path = '/manage', company = 'Fresh Start Inc.'): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Nora New');
  await page.getByLabel('Work email').fill(uniqueEmail('new'));
  await page.getByLabel('Company name').fill(company);
  await page.getByLabel('Industry').selectOption({ label: 'Fintech' });
  await page.getByLabel('Password', { exact: true }).fill('long-enough-password');
  await page.getByLabel('Confirm password', { exact: true }).fill('long-enough-password');
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/manage$/, { timeout: 30_000 });
  if (path !== '/manage') await page.goto(path);
}
