import { expect, type Page } from '@playwright/test';
import { industries } from '../../../lib/schemas/auth-texts';
import { sessionCookie, uniqueEmail } from './session';

/** The demo account the embedded backend creates on an empty database (docs/demo.md, lib/backend/demo-account.ts). */
export const demoAccount = { email: 'demo@example.com', password: 'compliance-demo' } as const;

/**
 * Signs in with the demo account through the real sign-in form, starting at /login?redirect=<path>, and waits
 * until the browser is at `path` (within `timeout` ms: a heavy page on a server of its own may take longer).
 */
export async function signIn(page: Page, path = '/manage', timeout = 30_000): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByRole('main').getByLabel('Email address').fill(demoAccount.email);
  await page.getByLabel('Password', { exact: true }).fill(demoAccount.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const target = new URL(path, 'http://placeholder');
  await expect(page).toHaveURL((url) => url.pathname === target.pathname && url.search === target.search, { timeout });
}

const octet = () => Math.floor(Math.random() * 254) + 1;

export type NewPerson = { name: string; email: string; company: string };

/** Fills the sign-up form at `registerPath` (e.g. /register?invitation=…) for `person`, submits it and waits for /manage. */
export async function signUp(page: Page, person: NewPerson, registerPath = '/register'): Promise<void> {
  await page.goto(registerPath);
  await page.getByLabel('Full name').fill(person.name);
  await page.getByLabel('Work email').fill(person.email);
  await page.getByLabel('Company name').fill(person.company);
  await page.getByLabel('Industry').selectOption({ label: 'Fintech' });
  await page.getByLabel('Password', { exact: true }).fill('long-enough-password');
  await page.getByLabel('Confirm password', { exact: true }).fill('long-enough-password');
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/manage$/, { timeout: 30_000 });
}

/**
 * Fills the sign-up form of an invited person (at `registerPath`, e.g. /register?invitation=…, or where the page
 * already is): it names the organization joined and the invited e-mail, and asks only for a name and a password.
 * Submits it and waits for /manage.
 */
export async function signUpInvited(page: Page, name: string, registerPath?: string): Promise<void> {
  if (registerPath) await page.goto(registerPath);
  await expect(page.getByText(/^You are joining /)).toBeVisible();
  await page.getByLabel('Full name').fill(name);
  await page.getByLabel('Password', { exact: true }).fill('long-enough-password');
  await page.getByLabel('Confirm password', { exact: true }).fill('long-enough-password');
  await page.getByLabel('I agree to the Terms of Service and Privacy Policy').check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/manage$/, { timeout: 30_000 });
}

/**
 * Founds a new organization for a new person through the sign-up form's own route (`POST
 * /api/user-management/register`, the request the form sends), signs the page in and opens `path`. The form itself is
 * driven by `signUp` (tests/e2e/auth-accounts.spec.ts and others); a sign-up through the questionnaire's link
 * (`registerPath` with `?frameworks=`) still goes through the form, which reads the frameworks from the address.
 * Tests that create records use one, so the demo organization keeps its figures (docs/demo.md) for those that count them.
 */
export async function signUpNewOrganization(page: Page, path = '/manage', registerPath = '/register'): Promise<void> {
  // Behind the suite server's trusted proxy hop, each new organization signs up from an address of its own, so
  // the per-client sign-up limit (20 an hour) never counts the whole suite as one client.
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  const person = { name: 'Nora New', email: uniqueEmail('new'), company: 'Fresh Start Inc.' };
  if (registerPath !== '/register') {
    await signUp(page, person, registerPath);
    if (path !== '/manage') await page.goto(path);
    return;
  }
  // The page's own request context shares its cookies: the session cookie the answer sets signs the page in.
  const offered = await page.request.get('/api/user-management/register');
  expect(await offered.json()).toMatchObject({ data: { enabled: true } });
  const answer = await page.request.post('/api/user-management/register', {
    headers: { origin: new URL(offered.url()).origin },
    data: {
      fullName: person.name,
      email: person.email,
      companyName: person.company,
      industry: industries.indexOf('Fintech'),
      password: 'long-enough-password',
      confirmPassword: 'long-enough-password',
      terms: true,
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  expect(await sessionCookie(page.context())).toBeDefined();
  await page.goto(path);
}
