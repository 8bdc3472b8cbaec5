import { expect, test } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../../support/free-port';
import { startOidcProvider, type LocalProvider } from '../../support/sso/oidc-provider';
import { signUp } from '../support/auth';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from '../support/server-process';

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

// Marked fixme until it has passed once against a production build: remove the mark after its first green run.
test.fixme(
  'an admin connects OIDC, proves the domain, tests, enforces; a member signs in through the provider',
  OWN_SERVER,
  async ({ browser }) => {
    const adminPage = await (await browser.newContext({ baseURL: server.origin })).newPage();
    await signUp(adminPage, { name: 'Ada Admin', email: `ada@${DOMAIN}`, company: 'Acme SSO' });
    await adminPage.goto('/manage/settings?path=security');
    const section = adminPage.getByRole('region', { name: 'Single sign-on' });

    // The connection, read from the provider's discovery document before it is saved.
    await section.getByLabel('Discovery URL').fill(`${provider.issuer}/.well-known/openid-configuration`);
    await section.getByLabel('Client ID').fill(client.id);
    await section.getByLabel('Client secret').fill(client.secret);
    await section.getByRole('button', { name: 'Save OIDC connection' }).click();
    await expect(section.getByText('Not tested yet', { exact: false })).toBeVisible({ timeout: 30_000 });

    // The domain, proven by the file on its web server.
    await section.getByLabel('Domain', { exact: true }).fill(DOMAIN);
    await section.getByRole('button', { name: 'Add domain' }).click();
    const token = section.locator('code', { hasText: /^[0-9a-f]{32}$/ }).first();
    await expect(token).toBeVisible();
    await section.getByRole('button', { name: 'Verify' }).click();
    await expect(section.getByText(/Neither a TXT record/)).toBeVisible();
    proofToken = (await token.textContent())!.trim();
    await section.getByRole('button', { name: 'Verify' }).click();
    await expect(section.getByText(/Verified .* \(file\)/)).toBeVisible();

    // The test sign-in goes through the provider and comes back to Settings.
    await section.getByRole('link', { name: 'Test sign-in' }).click();
    await expect(adminPage.getByText('Test sign-in succeeded: your provider signed in', { exact: false })).toBeVisible({ timeout: 30_000 });
    await section.getByRole('button', { name: 'Switch single sign-on on' }).click();
    await expect(section.getByText('Single sign-on is on.')).toBeVisible();

    // Enforced, with the admin as the break-glass person.
    await section.getByLabel('Enforce single sign-on', { exact: false }).check();
    await section.getByLabel('Break-glass administrator', { exact: false }).selectOption({ label: `Ada Admin (ada@${DOMAIN})` });
    await section.getByRole('button', { name: 'Save sign-in policy' }).click();
    await expect(adminPage.getByText('Single sign-on is enforced', { exact: false })).toBeVisible();

    // A member of the domain: the work e-mail first, then the provider, then the workspace.
    const memberPage = await (await browser.newContext({ baseURL: server.origin })).newPage();
    await memberPage.goto('/login');
    await memberPage.getByRole('main').getByLabel('Email address').fill(`bo@${DOMAIN}`);
    await memberPage.getByRole('main').getByLabel('Email address').press('Tab');
    await memberPage.getByRole('button', { name: 'Continue with single sign-on' }).click();
    await expect(memberPage).toHaveURL(/\/manage$/, { timeout: 30_000 });

    // The break-glass admin keeps a password (a member's is refused: tests/unit/auth/sso-routes.test.ts).
    const kept = await memberPage.request.post('/api/user-management/login', {
      headers: { origin: server.origin },
      data: { email: `ada@${DOMAIN}`, password: 'long-enough-password' },
    });
    expect(kept.status()).toBe(200);
  },
);
