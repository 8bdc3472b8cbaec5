import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { SSO_SECOND_FACTOR_MISSING } from '../../../lib/schemas/organization/two-factor-texts';
import { freePort } from '../../support/free-port';
import { SamlIdpStandIn } from '../../support/sso/saml-idp-server';
import { preparedDataFolder } from '../support/prepared-data-folder';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from '../support/server-process';

// A server of its own: its SITE_URL is its own address (the provider posts people back there), its operator allows
// the SAML provider stand-in (on 127.0.0.1) and the domain's web server, and names under .sso-e2e.test resolve to
// this machine (tests/e2e/support/sso-dns.cjs).
test.describe.configure({ timeout: 240_000 });

const DOMAIN = 'saml.sso-e2e.test';
const PASSWORD = 'long-enough-password';
/** The first requests of a fresh server open its database and warm its routes: slow under load, never raced. */
const FIRST_STEP = { timeout: 120_000 };

let dataDir: string;
let server: ServerProcess;
let idp: SamlIdpStandIn;
let domainSite: Server;
let proofToken = '';

test.beforeAll(async () => {
  // A prepared data folder is made by a first start that creates, migrates and seeds a database: minutes when loaded.
  test.setTimeout(300_000);
  idp = await new SamlIdpStandIn().start();
  const filePort = freePort();
  domainSite = createServer((request, response) => {
    const found = request.url === '/.well-known/complia-domain-verification.txt' && proofToken !== '';
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/plain' }).end(found ? proofToken : 'not found');
  }).listen(filePort, '127.0.0.1');
  dataDir = await preparedDataFolder('e2e-sso-saml');
  const port = freePort();
  server = startServerProcess(
    dataDir,
    {
      SITE_URL: `http://127.0.0.1:${port}`,
      TRUSTED_PROXY: '1',
      OUTBOUND_ALLOWED_HOSTS: `127.0.0.1,${DOMAIN}:${filePort}`,
      NODE_OPTIONS: `--require ${join(process.cwd(), 'tests/e2e/support/sso-dns.cjs')}`,
    },
    port,
  );
  await untilReady(server, 120_000);
});

test.afterAll(async () => {
  await server?.stop('SIGKILL');
  await idp?.stop();
  domainSite?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** What an authenticator app shows for `secret` now. */
const codeFor = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });

/** Sets up the signed-in person's authenticator in Settings › Security and answers one of their recovery codes. */
async function setUpAuthenticator(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Set up two-factor authentication' }).click();
  const secret = ((await page.getByLabel('Setup key', { exact: true }).textContent()) ?? '').replace(/\s+/g, '');
  await page.getByLabel('Authentication code').fill(codeFor(secret));
  await page.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
  const recoveryCodes = page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
  await expect(recoveryCodes).toHaveCount(10);
  return ((await recoveryCodes.first().textContent()) ?? '').trim();
}

/** The provider's sign-in page: the person's address, and whether they also gave a one-time code there. */
async function signInAtProvider(page: Page, email: string, oneTimeCode: boolean) {
  await expect(page).toHaveURL((url) => url.origin + url.pathname === idp.ssoUrl, FIRST_STEP);
  await page.getByLabel('Email').fill(email);
  if (oneTimeCode) await page.getByLabel('Also confirmed with a one-time code').check();
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** A person of the domain at the product's sign-in page: the work e-mail first, then the provider. */
async function signInThroughSaml(browser: Browser, email: string, oneTimeCode: boolean): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: server.origin });
  const page = await context.newPage();
  await page.goto('/login', FIRST_STEP);
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByRole('main').getByLabel('Email address').press('Tab');
  await page.getByRole('button', { name: 'Continue with single sign-on' }).click();
  await signInAtProvider(page, email, oneTimeCode);
  return { context, page };
}

test(
  'an admin connects a SAML provider by its metadata URL; its multi-factor answer spares the product’s code, a password-only one asks for it',
  OWN_SERVER,
  async ({ browser }) => {
    // The organization and its admin, through the server's own sign-up route: the form is not what is tested here.
    const adminContext = await browser.newContext({ baseURL: server.origin });
    const founded = await adminContext.request.post('/api/user-management/register', {
      headers: { origin: server.origin },
      data: {
        fullName: 'Sam Admin',
        email: `sam@${DOMAIN}`,
        companyName: 'Acme SAML',
        industry: 1,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        terms: true,
      },
      ...FIRST_STEP,
    });
    expect(founded.status()).toBe(201);
    const adminPage = await adminContext.newPage();
    await adminPage.goto('/manage/settings?path=security', FIRST_STEP);
    await setUpAuthenticator(adminPage);
    await adminPage.reload();
    const section = adminPage.getByRole('region', { name: 'Single sign-on' });

    // The connection, read from the provider's metadata URL before it is saved.
    await section.getByLabel('SAML 2.0').check();
    await section.getByLabel('IdP metadata URL').fill(idp.metadataUrl);
    await section.getByRole('button', { name: 'Save SAML connection' }).click();
    await expect(section.getByText('Not tested yet', { exact: false })).toBeVisible(FIRST_STEP);

    // The domain, proven by the file on its web server.
    await section.getByLabel('Domain', { exact: true }).fill(DOMAIN);
    await section.getByRole('button', { name: 'Add domain' }).click();
    const token = section.locator('code', { hasText: /^[0-9a-f]{32}$/ }).first();
    await expect(token).toBeVisible();
    proofToken = (await token.textContent())!.trim();
    await section.getByRole('button', { name: 'Verify' }).click();
    await expect(section.getByText(/Verified .* \(file\)/)).toBeVisible(FIRST_STEP);

    // The test sign-in goes through the provider's page, which posts its answer back, and comes back to Settings.
    await section.getByRole('link', { name: 'Test sign-in' }).click();
    await signInAtProvider(adminPage, `sam@${DOMAIN}`, false);
    await expect(adminPage.getByText('Test sign-in succeeded: your provider signed in', { exact: false })).toBeVisible(FIRST_STEP);
    await section.getByRole('button', { name: 'Switch single sign-on on' }).click();
    await expect(section.getByText('Single sign-on is on.')).toBeVisible();

    // Every member must sign in with a second factor.
    await adminPage.getByLabel('Require two-factor authentication for every member').check();
    await adminPage.getByRole('button', { name: 'Save requirement' }).click();
    // The box is checked before the save lands: wait for the saved answer, or closing the page could drop the save.
    await expect(
      adminPage.getByRole('status').filter({ hasText: 'Two-factor authentication is now required for every member.' }),
    ).toBeVisible(FIRST_STEP);
    await adminContext.close();

    // The provider says it asked for a one-time code: the person lands in the workspace, asked for nothing more.
    const confirmed = await signInThroughSaml(browser, `bo@${DOMAIN}`, true);
    await expect(confirmed.page).toHaveURL(/\/manage$/, FIRST_STEP);
    await expect(confirmed.page.getByRole('banner')).toContainText('Acme SAML');
    await confirmed.context.close();

    // A password alone at the provider: someone with no authenticator of their own is held at its setup.
    const first = await signInThroughSaml(browser, `cy@${DOMAIN}`, false);
    await expect(first.page).toHaveURL(/\/manage\/settings\?path=security&sso_second_factor=missing$/, FIRST_STEP);
    await expect(first.page.getByText(SSO_SECOND_FACTOR_MISSING)).toBeVisible();
    const recoveryCode = await setUpAuthenticator(first.page);
    await first.context.close();

    // Once they have one, a password-only sign-in at the provider asks for the product's code before any session.
    const again = await signInThroughSaml(browser, `cy@${DOMAIN}`, false);
    await expect(again.page).toHaveURL(/\/login\?sso_step=code$/, FIRST_STEP);
    await expect(again.page.getByRole('link', { name: /Settings/ })).toHaveCount(0);
    await again.page.getByLabel('Authentication code').fill(recoveryCode);
    await again.page.getByRole('button', { name: 'Verify' }).click();
    await expect(again.page).toHaveURL(/\/manage$/, FIRST_STEP);
    await expect(again.page.getByRole('banner')).toContainText('Acme SAML');
    await again.context.close();
  },
);
