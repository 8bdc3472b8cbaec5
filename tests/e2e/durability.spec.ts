import { expect, test, type Browser } from '@playwright/test';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { demoAccount } from './support/auth';
import { preparedDataFolder } from './support/prepared-data-folder';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from './support/server-process';

// Stopping and killing a production server on the embedded database while signed-in writes are under way: real
// processes, real signals, each test on a throw-away copy of a data folder already migrated and seeded.
test.describe.configure({ timeout: 240_000 });

let dataDir: string;
const servers: ServerProcess[] = [];
test.beforeEach(async () => {
  dataDir = await preparedDataFolder('e2e-durability');
});
test.afterEach(async ({}, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) {
    for (const [index, server] of servers.entries()) await testInfo.attach(`server ${index + 1}`, { body: server.output() });
  }
  await Promise.all(servers.splice(0).map((server) => server.stop('SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

async function start(): Promise<ServerProcess> {
  const server = startServerProcess(dataDir);
  servers.push(server);
  await untilReady(server);
  return server;
}

/** Signs in the demo account through the real login endpoint (which waits for the database); returns the cookie. */
async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.origin}/api/user-management/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.origin },
    body: JSON.stringify(demoAccount),
  });
  expect(response.status, await response.text()).toBe(200);
  return response.headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith('AccessToken='))!
    .split(';')[0]!;
}

type CreateIssue = (title: string) => Promise<boolean>;

/**
 * Creates one CCPA issue through the New Issue form in a browser, and returns a function that sends that form's
 * request again (the same server action and session) with another title: true when the server answered that the
 * issue was created.
 */
async function newIssueForm(browser: Browser, server: ServerProcess, cookie: string): Promise<CreateIssue> {
  const context = await browser.newContext({ baseURL: server.origin });
  const [name, value] = cookie.split('=', 2) as [string, string];
  await context.addCookies([{ name, value, url: server.origin }]);
  const page = await context.newPage();
  await page.goto('/manage/ccpa-issues');
  await page.getByRole('button', { name: '+ New Issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'New Issue' });
  const title = 'Durable issue from the form';
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Written before the signals.');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByLabel('Category').selectOption('opt-out');
  await dialog.getByLabel('Due date').fill(`${new Date().getUTCFullYear() + 1}-03-31`);
  const sent = page.waitForRequest((request) => request.method() === 'POST' && Boolean(request.headers()['next-action']));
  await dialog.getByRole('button', { name: 'Create Issue' }).click();
  const request = await sent;
  await expect(dialog).toBeHidden();
  const headers = Object.fromEntries(
    Object.entries(await request.allHeaders()).filter(([header]) => !/^(host|content-length|connection|accept-encoding)$/.test(header)),
  );
  const body = request.postDataBuffer()!.toString('latin1');
  await context.close();
  return async (another) => {
    const response = await fetch(request.url(), { method: 'POST', headers, body: Buffer.from(body.replace(title, another), 'latin1') });
    return response.status === 200 && (await response.text()).includes(' created.');
  };
}

/** The state PostgreSQL records in global/pg_control: 1 once shut down cleanly, 6 while it runs (or after a crash). */
function controlState(): number {
  return readFileSync(join(dataDir, 'pglite', 'global', 'pg_control')).readUInt32LE(16);
}
const SHUT_DOWN = 1;
const IN_PRODUCTION = 6;

/** The titles of the CCPA issues starting with `prefix` in the stopped data folder, read with PGlite directly. */
async function storedTitles(prefix: string): Promise<string[]> {
  const client = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const { rows } = await client.query<{ title: string }>('select title from ccpa_issues where title like $1', [`${prefix} %`]);
    return rows.map((row) => row.title);
  } finally {
    await client.close();
  }
}

test(
  'SIGTERM answers the requests under way, closes the database cleanly and exits 0; the folder opens again',
  OWN_SERVER,
  async ({ browser }) => {
    const server = await start();
    const cookie = await signIn(server);
    const createIssue = await newIssueForm(browser, server, cookie);

    // Twenty writes and ten signed-in pages at once; the signal goes once the first write is answered.
    const titles = Array.from({ length: 20 }, (_, i) => `Term ${i}`);
    let signalled = false;
    const writes = titles.map(async (title) => {
      const created = await createIssue(title);
      if (!signalled) {
        signalled = true;
        server.child.kill('SIGTERM');
      }
      return created;
    });
    const pages = Array.from({ length: 10 }, async () => {
      const response = await fetch(`${server.origin}/manage/ccpa-issues`, { headers: { cookie } });
      await response.text();
      return response.status;
    });
    expect(await Promise.all(writes)).toEqual(titles.map(() => true));
    expect(await Promise.all(pages)).toEqual(pages.map(() => 200));
    expect(await server.exited).toBe(0);
    expect(controlState()).toBe(SHUT_DOWN);
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);

    const again = await start();
    await signIn(again);
    expect(await again.stop()).toBe(0);
    expect((await storedTitles('Term')).sort()).toEqual([...titles].sort());
  },
);

test('kill -9 during a burst of signed-in writes loses no answered write, and the database opens', OWN_SERVER, async ({ browser }) => {
  const server = await start();
  const createIssue = await newIssueForm(browser, server, await signIn(server));

  // Fifty writes, ten at a time; the process is killed once fifteen are answered, with more in flight.
  const answered: string[] = [];
  const writer = async (lane: number) => {
    for (let i = lane; i < 50; i += 10) {
      const title = `Burst ${i}`;
      if (await createIssue(title).catch(() => false)) answered.push(title);
      if (answered.length === 15) server.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: 10 }, (_, lane) => writer(lane)));
  await server.exited;
  expect(answered.length).toBeGreaterThanOrEqual(15);
  expect(answered.length).toBeLessThan(50);
  expect(controlState()).toBe(IN_PRODUCTION);

  const next = await start();
  await signIn(next);
  expect(await next.stop()).toBe(0);
  const stored = await storedTitles('Burst');
  expect(answered.filter((title) => !stored.includes(title))).toEqual([]);
});
