import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

test('the login page has its fields and links: password toggle, remember me, reset, sign-up and legal', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  const password = page.getByLabel('Password', { exact: true });
  await password.fill('typed-secret');
  await expect(password).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(password).toHaveAttribute('type', 'password');
  await expect(page.getByLabel('Remember me for 30 days')).not.toBeChecked();
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/findId');
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register');
  const legal = page.getByRole('navigation', { name: 'Legal and support' });
  for (const name of ['Privacy Policy', 'Terms of Service', 'Support']) await expect(legal.getByRole('link', { name })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('the sign-up page has every field an account needs', async ({ page }) => {
  await page.goto('/register');
  for (const label of ['Full name', 'Work email', 'Company name', 'Industry', 'Confirm password']) {
    await expect(page.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(page.getByLabel('Work email')).toHaveAttribute('type', 'email');
  await expect(page.getByLabel('I agree to the Terms of Service and Privacy Policy')).toBeVisible();
  await expect(page.getByLabel('Send me product updates and compliance tips (optional)')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeEnabled();
  await expect(page.getByRole('main').getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
});

for (const path of ['/login', '/register', '/findId', '/password-reset/16fd2706-8baf-433b-82eb-8c7fada847da']) {
  test(`axe finds nothing on ${path}, also with field errors shown`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    const submit = page.getByRole('main').locator('form button[type="submit"]');
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByRole('alert').first()).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
}
