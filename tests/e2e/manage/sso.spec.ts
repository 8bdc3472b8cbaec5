import { expect, test, type BrowserContext } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';
import { startOidcProvider, type LocalProvider } from '../../support/sso/oidc-provider';
import { invitationLinkFor } from '../support/outbox';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from '../support/server-process';
import { sendInvitation } from '../support/team';

// A server of its own: its SITE_URL is its own address (the provider sends people back there), its operator allows
// the local OpenID provider and the domain's web server (a stand-in listening on 127.0.0.1, reached over http at
// the allowed port), and names under .sso-e2e.test resolve to this machine (tests/e2e/support/sso-dns.cjs).
test.describe.configure({ timeout: 240_000 });

const DOMAIN = 'acme.sso-e2e.test';
const client = { id: 'complia-e2e', secret: 'the-e2e-client-secret-of-the-local-provider' };

let dataDir: string;
let server: ServerProcess;
let provider: LocalProvider;
let domainSite: Server;
let proofToken = '';

test.beforeAll(async () => {
  const port = freePort();
  const origin = `http://127.0.0.1:${port}`;
  provider = await startOidcProvider({ ...client, redirectUri: `${origin}/api/auth/sso/oidc/callback` });
  const filePort = freePort();
  domainSite = createServer((request, response) => {
    const found = request.url === '/.well-known/complia-domain-verification.txt' && proofToken !== '';
    response.writeHead(found ? 200 : 404, { 'content-type': 'text/plain' }).end(found ? proofToken : 'not found');
  }).listen(filePort, '127.0.0.1');
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-sso-'));
  server = startServerProcess(
    dataDir,
    {
      SITE_URL: origin,
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
  provider?.stop();
  domainSite?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const PASSWORD = 'long-enough-password';
/** The first requests of a fresh server open its database and warm its routes: slow under load, never raced. */
const FIRST_STEP = { timeout: 120_000 };

/** What an authenticator app shows for `secret` now. */
const codeFor = (secret: string) =>
  new TOTP({ algorithm: 'SHA1', digits: 6, period: 30, secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() });

/** The same-origin JSON post the sign-in and sign-up forms make, on `context`'s cookies. */
const postJson = (context: BrowserContext, path: string, data: unknown) =>
  context.request.post(path, { headers: { origin: server.origin }, data, ...FIRST_STEP });

test(
  'an admin connects OIDC, proves the domain, tests, enforces; a member signs in through the provider',
  OWN_SERVER,
  async ({ browser }) => {
    // The organization and its admin, through the server's own sign-up route: the form is not what is tested here.
    const adminContext = await browser.newContext({ baseURL: server.origin });
    const founded = await postJson(adminContext, '/api/user-management/register', {
      fullName: 'Ada Admin',
      email: `ada@${DOMAIN}`,
      companyName: 'Acme SSO',
      industry: 1,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      terms: true,
    });
    expect(founded.status()).toBe(201);
    const adminPage = await adminContext.newPage();

    // The admin's own two-factor sign-in, from the key Settings shows.
    await adminPage.goto('/manage/settings?path=security', FIRST_STEP);
    await adminPage.getByRole('button', { name: 'Set up two-factor authentication' }).click();
    const secret = ((await adminPage.getByLabel('Setup key', { exact: true }).textContent()) ?? '').replace(/\s+/g, '');
    await adminPage.getByLabel('Authentication code').fill(codeFor(secret));
    await adminPage.getByRole('button', { name: 'Turn on two-factor authentication' }).click();
    const recoveryCodes = adminPage.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(recoveryCodes).toHaveCount(10);
    // The code just used at the setup may still be current at the end: the second factor there is a recovery code.
    const recoveryCode = ((await recoveryCodes.first().textContent()) ?? '').trim();

    // A teammate of the domain with a password of their own, invited and signed up through the routes.
    await sendInvitation(adminPage, '/manage/settings?path=team', `cy@${DOMAIN}`, 'member');
    const invitation = invitationLinkFor(dataDir, `cy@${DOMAIN}`).split('/').pop();
    const teammate = await browser.newContext({ baseURL: server.origin });
    const joined = await postJson(teammate, '/api/user-management/register', {
      fullName: 'Cy Member',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      terms: true,
      invitation,
    });
    expect(joined.status()).toBe(201);
    await teammate.close();

    await adminPage.goto('/manage/settings?path=security');
    const section = adminPage.getByRole('region', { name: 'Single sign-on' });

    // The connection, read from the provider's discovery document before it is saved.
    await section.getByLabel('Discovery URL').fill(`${provider.issuer}/.well-known/openid-configuration`);
    await section.getByLabel('Client ID').fill(client.id);
    await section.getByLabel('Client secret').fill(client.secret);
    await section.getByRole('button', { name: 'Save OIDC connection' }).click();
    await expect(section.getByText('Not tested yet', { exact: false })).toBeVisible(FIRST_STEP);

    // The domain, proven by the file on its web server.
    await section.getByLabel('Domain', { exact: true }).fill(DOMAIN);
    await section.getByRole('button', { name: 'Add domain' }).click();
    const token = section.locator('code', { hasText: /^[0-9a-f]{32}$/ }).first();
    await expect(token).toBeVisible();
    await section.getByRole('button', { name: 'Verify' }).click();
    await expect(section.getByText(/Neither a TXT record/)).toBeVisible(FIRST_STEP);
    proofToken = (await token.textContent())!.trim();
    await section.getByRole('button', { name: 'Verify' }).click();
    await expect(section.getByText(/Verified .* \(file\)/)).toBeVisible(FIRST_STEP);

    // The test sign-in goes through the provider and comes back to Settings.
    await section.getByRole('link', { name: 'Test sign-in' }).click();
    await expect(adminPage.getByText('Test sign-in succeeded: your provider signed in', { exact: false })).toBeVisible(FIRST_STEP);
    await section.getByRole('button', { name: 'Switch single sign-on on' }).click();
    await expect(section.getByText('Single sign-on is on.')).toBeVisible();

    // Enforced, with the admin as the break-glass person.
    await section.getByLabel('Enforce single sign-on', { exact: false }).check();
    await section.getByLabel('Break-glass administrator', { exact: false }).selectOption({ label: `Ada Admin (ada@${DOMAIN})` });
    await section.getByRole('button', { name: 'Save sign-in policy' }).click();
    await expect(adminPage.getByText('Single sign-on is enforced', { exact: false })).toBeVisible();

    // A person of the domain: the work e-mail first, then the provider, then the workspace.
    const memberContext = await browser.newContext({ baseURL: server.origin });
    const memberPage = await memberContext.newPage();
    await memberPage.goto('/login');
    await memberPage.getByRole('main').getByLabel('Email address').fill(`bo@${DOMAIN}`);
    await memberPage.getByRole('main').getByLabel('Email address').press('Tab');
    await memberPage.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await expect(memberPage).toHaveURL(/\/manage$/, FIRST_STEP);

    // The teammate's right password is refused: their organization signs in through its provider.
    const refused = await postJson(memberContext, '/api/user-management/login', { email: `cy@${DOMAIN}`, password: PASSWORD });
    expect(refused.status()).toBe(403);

    // The break-glass admin keeps a password and two-factor sign-in.
    const breakGlass = await browser.newContext({ baseURL: server.origin });
    const first = await postJson(breakGlass, '/api/user-management/login', { email: `ada@${DOMAIN}`, password: PASSWORD });
    expect(first.status()).toBe(202);
    const second = await postJson(breakGlass, '/api/user-management/login/mfa', { code: recoveryCode });
    expect(second.status()).toBe(200);
    await Promise.all([breakGlass.close(), memberContext.close(), adminContext.close()]);
  },
);
