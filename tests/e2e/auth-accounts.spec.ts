import { expect, test, type Page } from '@playwright/test';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { postJson, uniqueEmail } from './support/session';
import { readOutboxLetter } from '../support/outbox-letter';

async function fillSignUp(page: Page, email: string, password = 'first-password') {
  await page.goto('/register');
  await page.getByLabel('Full name').fill('Grace Hopper');
  await page.getByLabel('Work email').fill(email);
  await page.getByLabel('Company name').fill('Cobol Compliance');
  await page.getByLabel('Industry').selectOption({ label: 'Fintech' });
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** The reset link the server wrote into DATA_DIR/outbox for this address (no mail server is configured). */
function resetLinkFor(email: string): string | undefined {
  const folder = join(process.env.E2E_DATA_DIR!, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(folder);
  } catch {
    return undefined;
  }
  const mail = names
    .sort()
    .reverse()
    .map((name) => readOutboxLetter(join(folder, name)))
    .find((text) => text.startsWith(`To: ${email}\n`));
  return mail?.match(/\/password-reset\/[0-9a-f-]{36}/)?.[0];
}

test('sign-up creates the account, signs in, and the account signs in again later', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('signup');
  await fillSignUp(page, email);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Account created successfully!').first()).toBeVisible();
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.getByRole('banner')).toContainText('Grace Hopper');
  await expect(page.getByRole('banner')).toContainText('Cobol Compliance');

  expect((await postJson(context.request, baseURL!, '/api/user-management/logout', {})).status()).toBe(200);
  await signInWith(page, email.toUpperCase(), 'first-password');
  await expect(page).toHaveURL(/\/manage$/);
  await expect(page.getByRole('banner')).toContainText('Grace Hopper');
  await expect(page.getByRole('banner')).toContainText('Cobol Compliance');
});

test('sign-up checks every field and refuses a taken e-mail', async ({ page }) => {
  await page.goto('/register');
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('placeholder', '8+ characters');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await expect(page.getByText('Please select your industry')).toBeVisible();
  await expect(page.getByText('Please accept the Terms of Service and Privacy Policy')).toBeVisible();

  await fillSignUp(page, uniqueEmail('mismatch'));
  await page.getByLabel('Confirm password', { exact: true }).fill('something-else');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await fillSignUp(page, 'demo@example.com');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText('An account with this email already exists. Sign in instead.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
});

test('the industry list has its 11 coded options', async ({ page }) => {
  await page.goto('/register');
  const options = page.getByLabel('Industry').locator('option:not([value=""])');
  await expect(options).toHaveText([
    'Technology',
    'Healthcare',
    'Fintech',
    'E-commerce',
    'Retail',
    'Cloud & Hosting',
    'Education Tech',
    'Insurance',
    'Government',
    'Manufacturing',
    'Telecommunication',
  ]);
  await expect(options.first()).toHaveAttribute('value', '0');
  await expect(options.last()).toHaveAttribute('value', '10');
});

test('password reset: the link sets a new password once', async ({ page, context, baseURL }) => {
  const email = uniqueEmail('reset');
  await fillSignUp(page, email, 'old-password');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/manage$/);
  await postJson(context.request, baseURL!, '/api/user-management/logout', {});

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/findId$/);
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent successfully.').first()).toBeVisible();

  await expect.poll(() => resetLinkFor(email)).toBeTruthy();
  const link = resetLinkFor(email)!;
  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('brand-new-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();

  await signInWith(page, email, 'old-password');
  await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
  await signInWith(page, email, 'brand-new-password');
  await expect(page).toHaveURL(/\/manage$/);
  await postJson(context.request, baseURL!, '/api/user-management/logout', {});

  await page.goto(link);
  await page.getByLabel('New password', { exact: true }).fill('another-password');
  await page.getByLabel('Confirm new password', { exact: true }).fill('another-password');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByText('This reset link is invalid, has expired or has already been used. Request a new one.')).toBeVisible();
});

test('/findId answers the same for an unknown e-mail', async ({ page }) => {
  const email = uniqueEmail('nobody');
  await page.goto('/findId');
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset email sent successfully.').first()).toBeVisible();
  expect(resetLinkFor(email)).toBeUndefined();
});

test('only a hyphenated UUID v1-5 opens a reset page', async ({ page }) => {
  const ok = await page.goto('/password-reset/16fd2706-8baf-433b-82eb-8c7fada847da');
  expect(ok?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
  for (const path of [
    '/password-reset/not-a-uuid',
    '/password-reset/16fd2706-8baf-633b-82eb-8c7fada847da',
    '/password-reset',
    '/password-reset/16fd2706-8baf-433b-82eb-8c7fada847da/x',
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByText('Invalid page, please return to the home page')).toBeVisible();
  }
});
