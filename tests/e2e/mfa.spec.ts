import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { demoAccount, signUp } from './support/auth';
import { uniqueEmail } from './support/session';
import { inviteViewer } from './support/team';

const PASSWORD = 'long-enough-password';
const WRONG_CODE = 'That authentication code is not correct. Enter the current code from your app, or a recovery code.';

/** What an authenticator app shows for `secret`, `aheadSteps` 30-second steps from now. */
function codeFor(secret: string, aheadSteps = 0): string {
  const totp = new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) });
  return totp.generate({ timestamp: Date.now() + aheadSteps * 30_000 });
}

/** A code no step near now has. */
function wrongCodeFor(secret: string): string {
  const near = [-1, 0, 1, 2].map((steps) => codeFor(secret, steps));
  let candidate = Number(near[1]);
  do candidate = (candidate + 7919) % 1_000_000;
  while (near.includes(String(candidate).padStart(6, '0')));
  return String(candidate).padStart(6, '0');
}

/** Founds a new organization with a new account, from an address of its own; answers the account's e-mail. */
async function foundOrganization(page: Page, name: string): Promise<string> {
  const octet = () => Math.floor(Math.random() * 254) + 1;
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` });
  const email = uniqueEmail('mfa');
  await signUp(page, { name, email, company: `${name} Audits Ltd` });
  return email;
}

/** Sets up two-factor authentication in Settings › Security from the key on screen; answers it and the recovery codes. */
async function turnOnTwoFactor(page: Page): Promise<{ secret: string; codes: string[] }> {
  await page.goto('/manage/settings?path=security');
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const qr = page.getByRole('img', { name: 'QR code for your authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/);
  const shown = (await page.getByLabel('Setup key', { exact: true }).textContent()) ?? '';
  expect(shown).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
  const secret = shown.replace(/\s+/g, '');
  await page.getByLabel('Authentication code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const list = page.getByRole('list', { name: 'Recovery codes' });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  const codes = await list.getByRole('listitem').allTextContents();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download codes' }).click();
  expect((await download).suggestedFilename()).toBe('complia-recovery-codes.txt');
  await page.getByRole('button', { name: 'I have saved my codes' }).click();
  await expect(page.getByText(/^On since /)).toBeVisible();
  await expect(page.getByText('10 recovery codes left.', { exact: false })).toBeVisible();
  return { secret, codes };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /user menu/ }).click();
  await page.getByRole('button', { name: 'Sign Out', exact: true }).click();
  await expect(page).toHaveURL('/');
}

/** The first step of the sign-in: e-mail and password, answered by the code field. */
async function enterPassword(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
  // No session yet: /manage still sends the browser to the sign-in page.
  expect((await page.context().cookies()).some((cookie) => cookie.name === 'AccessToken')).toBe(false);
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel('Authentication code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();
}

test.describe('two-factor sign-in', () => {
  // A fresh server opens its database and writes the demo organization on its first sign-in, which on a busy
  // machine can take longer than a sign-up's wait: a demo sign-in first does that once.
  test.beforeAll(async ({ request, baseURL }) => {
    test.setTimeout(180_000);
    const response = await request.post('/api/user-management/login', {
      data: demoAccount,
      headers: { origin: baseURL!, 'content-type': 'application/json' },
      timeout: 150_000,
    });
    expect(response.status()).toBe(200);
  });

  test('set up from the key on screen, then a wrong code is refused, the right one signs in, a recovery code works once', async ({
    page,
  }) => {
    const email = await foundOrganization(page, 'Tess Totp');
    const { secret, codes } = await turnOnTwoFactor(page);
    await signOut(page);

    await enterPassword(page, email);
    await enterCode(page, wrongCodeFor(secret));
    await expect(page.getByRole('alert').filter({ hasText: WRONG_CODE })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
    // The next step's code: the setup used the current one, and a code works once.
    await enterCode(page, codeFor(secret, 1));
    await expect(page).toHaveURL(/\/manage$/, { timeout: 30_000 });
    await signOut(page);

    await enterPassword(page, email);
    await enterCode(page, codes[0]!);
    await expect(page).toHaveURL(/\/manage$/, { timeout: 30_000 });
    await signOut(page);

    await enterPassword(page, email);
    await enterCode(page, codes[0]!);
    await expect(page.getByRole('alert').filter({ hasText: WRONG_CODE })).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
  });

  test('an admin requires it, and a member without it lands on the setup until it is done', async ({ page, browser }) => {
    await foundOrganization(page, 'Rita Require');
    const { viewer, viewerContext } = await inviteViewer(page, browser, 'Walt Without');
    await turnOnTwoFactor(page);

    await page.getByLabel('Require two-factor authentication for every member').check();
    await page.getByRole('button', { name: 'Save requirement' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Two-factor authentication is now required for every member.' })).toBeVisible();
    await page.goto('/manage/evidence');
    await expect(page).toHaveURL(/\/manage\/evidence$/);

    for (const path of ['/manage', '/manage/evidence', '/manage/settings?path=team']) {
      await viewer.goto(path);
      await expect(viewer).toHaveURL(/\/manage\/settings\?path=security$/);
    }
    await expect(
      viewer.getByText('Your organization requires two-factor authentication. Set it up to continue using Complia.'),
    ).toBeVisible();
    await turnOnTwoFactor(viewer);
    await viewer.goto('/manage/evidence');
    await expect(viewer).toHaveURL(/\/manage\/evidence$/);
    await viewerContext.close();
  });
});
