import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { demoAccount, signIn, signUp, signUpInvited } from './support/auth';
import { invitationLinkFor } from './support/outbox';
import { postJson, sessionCookie, uniqueEmail } from './support/session';
import { sendViewerInvitation } from './support/team';
import { createSharedDatabase, filesUnder, resetLinkIn, type SharedDatabase } from './support/shared-database';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from './support/server-process';

// Two servers of the production build on one PostgreSQL database, each with a data folder of its own, as two
// instances behind a load balancer: they must behave as one. CI (scripts/ci-postgres.sh) sets TEST_DATABASE_URL and
// REQUIRE_POSTGRES_TESTS; there a missing server fails these tests instead of skipping them.
const serverUrl = process.env.TEST_DATABASE_URL;
const required = Boolean(process.env.REQUIRE_POSTGRES_TESTS || process.env.CI);
test.skip(!serverUrl && !required, 'Needs a PostgreSQL server: set TEST_DATABASE_URL (e.g. `source scripts/ci-postgres.sh`).');
test.describe.configure({ mode: 'serial', timeout: 300_000 });

let database: SharedDatabase;
let a: ServerProcess;
let b: ServerProcess;
const dataDirs: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  if (!serverUrl)
    throw new Error('REQUIRE_POSTGRES_TESTS is set but TEST_DATABASE_URL is not: start PostgreSQL with scripts/ci-postgres.sh');
  database = await createSharedDatabase(serverUrl);
  const start = () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'e2e-multi-'));
    dataDirs.push(dataDir);
    return startServerProcess(dataDir, {
      DATABASE_URL: database.url,
      DEMO_ACCOUNT: 'on',
      SESSION_SECRET: 'multi-process-e2e-secret-0123456789abcdef',
    });
  };
  // One after the other: the first start migrates the empty database and writes the demo organization.
  a = start();
  await untilReady(a);
  b = start();
  await untilReady(b);
});

test.afterEach(async ({}, testInfo) => {
  // What the servers printed explains most failures (a start-up or query error).
  if (testInfo.status !== testInfo.expectedStatus) {
    for (const [name, server] of [
      ['server A', a],
      ['server B', b],
    ] as const)
      await testInfo.attach(name, { body: server?.output() ?? '' });
  }
});

test.afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await database?.drop();
  for (const dataDir of dataDirs) rmSync(dataDir, { recursive: true, force: true });
});

const dataDirOf = (server: ServerProcess) => dataDirs[server === a ? 0 : 1]!;
const onServer = (server: ServerProcess, path: string) => `${server.origin}${path}`;

function login(page: Page, server: ServerProcess, email: string, password: string) {
  return postJson(page.request, server.origin, onServer(server, '/api/user-management/login'), { email, password });
}

test('(a) sign-in failures and public writes count once across both servers', OWN_SERVER, async ({ page }) => {
  const email = uniqueEmail('spread');
  const statuses: number[] = [];
  for (const server of [a, b, a, b, a]) statuses.push((await login(page, server, email, 'wrong-password')).status());
  expect(statuses).toEqual([401, 401, 401, 401, 401]);
  // The sixth attempt is refused whichever server gets it; the form says why.
  await page.goto(onServer(b, '/login'));
  await page.getByRole('main').getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Too many failed sign-in attempts. Please try again in 15 minutes.' }),
  ).toBeVisible();
  const onA = await login(page, a, email, 'wrong-password');
  expect(onA.status()).toBe(429);
  expect(Number(onA.headers()['retry-after'])).toBeGreaterThan(800);

  // A public write's budget too: one post on each server leaves 19, then 18 of the 20 an hour.
  const remaining = [];
  for (const server of [a, b]) {
    const response = await postJson(page.request, server.origin, onServer(server, '/api/newsletter-subscriptions'), {
      email: uniqueEmail('reader'),
    });
    expect(response.status()).toBe(200);
    remaining.push(response.headers()['ratelimit-remaining']);
  }
  expect(remaining).toEqual(['19', '18']);
});

/** Opens /manage on `server` and expects the dashboard (signed in) or the sign-in page (signed out). */
async function manageOn(page: Page, server: ServerProcess, signedIn: boolean) {
  await page.goto(onServer(server, '/manage'));
  if (signedIn) await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  else
    await expect(page).toHaveURL(
      (url) => url.origin === server.origin && url.pathname === '/login' && url.searchParams.get('redirect') === '/manage',
    );
}

/** Puts the sealed session cookie back into the browser, as a copied or stolen cookie would be. */
async function replay(context: BrowserContext, cookie: { name: string; value: string }) {
  await context.addCookies([{ name: cookie.name, value: cookie.value, url: a.origin }]);
}

/**
 * A quick signed-in request of the browser to `server` (the download of a report that does not exist): 404 while
 * the server takes the session, a redirect to sign in again once it does not. Quick, so that what follows it
 * lands well within the few seconds a process might have trusted a token it had just checked.
 */
async function signedInStatus(context: BrowserContext, server: ServerProcess): Promise<number> {
  const response = await context.request.get(onServer(server, '/manage/reports/00000000-0000-4000-8000-000000000000/download'), {
    maxRedirects: 0,
  });
  if (response.status() !== 404) expect(response.headers().location).toContain('/api/user-management/session-expired');
  return response.status();
}

test('(b) a sign-out on one server is refused on the other at once', OWN_SERVER, async ({ browser }) => {
  // Cookies ignore ports: one browser signed in on 127.0.0.1 reaches both servers with the same session.
  const context = await browser.newContext({ baseURL: a.origin });
  const [pageA, pageB] = [await context.newPage(), await context.newPage()];
  await signIn(pageA, '/manage');
  const cookie = (await sessionCookie(context))!;
  await manageOn(pageB, b, true);
  await pageA.getByRole('button', { name: /user menu/ }).click();
  // Server B has just found the token active: a per-process memory of that would let the next request through.
  expect(await signedInStatus(context, b)).toBe(404);
  const signedOut = pageA.waitForResponse((response) => response.url().endsWith('/api/user-management/logout'));
  await pageA.getByRole('button', { name: 'Sign Out' }).click();
  expect((await signedOut).status()).toBe(200);
  await replay(context, cookie);
  expect(await signedInStatus(context, b)).toBe(307);
  await manageOn(pageB, b, false);
  await expect(pageA).toHaveURL(onServer(a, '/'));
  await context.close();
});

test('(b) a password reset on one server signs the sessions out on the other at once', OWN_SERVER, async ({ browser }) => {
  const context = await browser.newContext({ baseURL: b.origin });
  const [pageB, pageA] = [await context.newPage(), await context.newPage()];
  const email = uniqueEmail('reset');
  await signUp(pageB, { name: 'Rita Reset', email, company: 'Reset Ltd.' });
  const cookie = (await sessionCookie(context))!;
  await manageOn(pageA, a, true);
  // The link is asked for on A (its outbox gets it) and used on B, with the form filled in advance.
  expect((await postJson(pageA.request, a.origin, onServer(a, '/api/user-management/password-reset'), { email })).status()).toBe(200);
  await expect.poll(() => resetLinkIn(dataDirOf(a), email)).toBeTruthy();
  await pageB.goto(onServer(b, resetLinkIn(dataDirOf(a), email)!));
  await pageB.getByLabel('New password', { exact: true }).fill('brand-new-password');
  await pageB.getByLabel('Confirm new password', { exact: true }).fill('brand-new-password');
  expect(await signedInStatus(context, a)).toBe(404);
  await pageB.getByRole('button', { name: 'Set new password' }).click();
  await expect(pageB.getByText('Your password has been changed. Sign in with your new password.')).toBeVisible();
  await replay(context, cookie);
  expect(await signedInStatus(context, a)).toBe(307);
  await manageOn(pageA, a, false);
  await context.close();
});

const rows = (page: Page) => page.getByRole('table', { name: 'Recent reports' }).locator('tbody tr');

test('(c) reports requested through both servers are each made exactly once', OWN_SERVER, async ({ browser }) => {
  const context = await browser.newContext({ baseURL: a.origin });
  const pageA = await context.newPage();
  await signIn(pageA, '/manage/reports');
  // Four requests at once, two through each server (a page each); each request sends its report's job, and either
  // server's worker takes it.
  const names = ['Compliance Status', 'Audit Readiness', 'Framework Gaps', 'Security Assessment'];
  const pages = await Promise.all(names.map(() => context.newPage()));
  for (const [n, page] of pages.entries()) await page.goto(onServer(n % 2 ? b : a, '/manage/reports'));
  await Promise.all(pages.map((page, n) => page.getByRole('button', { name: `Generate ${names[n]} report` }).click()));
  // Each page lists its request, named after the card and the day.
  for (const [n, page] of pages.entries()) {
    const listed = rows(page)
      .locator('td:first-child p:first-child')
      .filter({ hasText: new RegExp(`^${names[n]} \\d{4}-\\d{2}-\\d{2}$`) });
    await expect(listed).toHaveCount(1, { timeout: 30_000 });
  }

  // The demo organization's five seeded requests and these four: nine rows, each Generated.
  await pageA.reload();
  await expect(rows(pageA)).toHaveCount(9);
  await expect(async () => {
    const statuses = await rows(pageA).evaluateAll((found) => found.map((row) => row.querySelectorAll('td')[4]?.textContent?.trim()));
    expect(statuses).toEqual(Array.from({ length: 9 }, () => 'Generated'));
  }).toPass({ timeout: 120_000 });

  // Claimed once each (a second claim counts another attempt and stores a file under a key of its own).
  const made = await database.rows<{ organization_id: string; storage_key: string; attempts: number; status: string }>(
    `select organization_id, storage_key, attempts, status from reports
      where organization_id = (select organization_id from members where email = $1 and role = 'admin' limit 1)`,
    [demoAccount.email],
  );
  expect(made).toHaveLength(9);
  expect(made.map((report) => [report.status, report.attempts])).toEqual(Array.from({ length: 9 }, () => ['generated', 1]));
  const byServer = [a, b].map((server) => filesUnder(join(dataDirOf(server), 'files', made[0]!.organization_id, 'reports')));
  test
    .info()
    .annotations.push({ type: 'report files made', description: `server A ${byServer[0]!.length}, server B ${byServer[1]!.length}` });
  const stored = byServer.flat();
  expect(stored.map((file) => `${made[0]!.organization_id}/reports/${file}`).sort()).toEqual(
    made.map((report) => report.storage_key).sort(),
  );
  await context.close();
});

test(
  '(d) CCPA issues created at once through both servers get consecutive references; an invitation works once on either',
  OWN_SERVER,
  async ({ browser }) => {
    const context = await browser.newContext({ baseURL: a.origin });
    const admin = await context.newPage();
    await signUp(admin, { name: 'Ada Admin', email: uniqueEmail('multi-admin'), company: 'Two Servers Inc.' });
    const year = new Date().getUTCFullYear();
    const pages = await Promise.all(Array.from({ length: 6 }, () => context.newPage()));
    for (const [n, page] of pages.entries()) {
      await page.goto(onServer(n % 2 ? b : a, '/manage/ccpa-issues'));
      await page.getByRole('button', { name: '+ New Issue' }).click();
      const dialog = page.getByRole('dialog', { name: 'New Issue' });
      await dialog.getByLabel('Title').fill(`Concurrent issue ${n}`);
      await dialog.getByLabel('Description').fill('Filed at the same moment as five others.');
      await dialog.getByLabel('Priority').selectOption('medium');
      await dialog.getByLabel('Category').selectOption('opt-out');
      await dialog.getByLabel('Due date').fill(`${year + 1}-03-31`);
    }
    await Promise.all(
      pages.map((page) => page.getByRole('dialog', { name: 'New Issue' }).getByRole('button', { name: 'Create Issue' }).click()),
    );
    const references: string[] = [];
    for (const [n, page] of pages.entries()) {
      await expect(page.getByRole('dialog', { name: 'New Issue' })).toBeHidden();
      const created = page.getByRole('article', { name: `Concurrent issue ${n}` });
      await expect(created).toContainText(/CCPA-\d{4}-\d{3}/);
      references.push((await created.textContent())!.match(/CCPA-\d{4}-\d{3}/)![0]);
    }
    const expected = Array.from({ length: 6 }, (_, n) => `CCPA-${year}-00${n + 1}`);
    expect(references.sort()).toEqual(expected);
    await admin.goto(onServer(b, '/manage/ccpa-issues'));
    await expect(admin.getByRole('article')).toHaveCount(6);
    for (const reference of expected) await expect(admin.getByRole('article').filter({ hasText: reference })).toHaveCount(1);

    // Invited through B (its outbox has the link), accepted by signing up on A; the link then works nowhere.
    const email = uniqueEmail('invited');
    await sendViewerInvitation(admin, onServer(b, '/manage/settings?path=team'), email);
    const link = invitationLinkFor(dataDirOf(b), email);
    const invitedContext = await browser.newContext({ baseURL: a.origin });
    const invited = await invitedContext.newPage();
    await signUpInvited(invited, 'Ivy Invited', `/register?invitation=${link.split('/').pop()}`);
    await expect(invited.getByRole('button', { name: /user menu/ })).toContainText('Viewer');
    for (const server of [b, a]) {
      await invited.goto(onServer(server, link));
      await expect(invited.getByText('This invitation has already been used. Sign in to reach the organization.')).toBeVisible();
    }
    await invitedContext.close();
    await context.close();
  },
);
