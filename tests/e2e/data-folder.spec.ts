import { expect, test } from '@playwright/test';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { OWN_SERVER, startServerProcess, untilReady, type ServerProcess } from './support/server-process';

// Each test runs its own servers of the production build on a throw-away data folder. The servers trust one proxy
// hop, so every write below comes from its own forwarded address and no per-client limit is reached.
test.describe.configure({ timeout: 180_000 });

const root = process.cwd();
let dataDir: string;
const servers: ServerProcess[] = [];
test.beforeEach(() => {
  dataDir = mkdtempSync(join(tmpdir(), 'e2e-data-folder-'));
});
test.afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.stop('SIGKILL')));
  rmSync(dataDir, { recursive: true, force: true });
});

function start(): ServerProcess {
  const server = startServerProcess(dataDir, { TRUSTED_PROXY: '1' });
  servers.push(server);
  return server;
}

/** Subscribes one address through `server`, as a client behind the trusted proxy at a forwarded address of its own. */
function post(server: ServerProcess, email: string, client: number): Promise<Response> {
  return fetch(`${server.origin}/api/newsletter-subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.${client >> 8}.${client & 255}` },
    body: JSON.stringify({ email }),
  });
}

let clients = 0;
/** Subscribes `count` addresses through `server`; every answer must be 200. */
async function subscribe(server: ServerProcess, prefix: string, count: number): Promise<void> {
  for (let i = 0; i < count; i += 1) {
    const response = await post(server, `${prefix}-${i}@example.com`, (clients += 1));
    expect(response.status, await response.text()).toBe(200);
  }
}

/** The newsletter addresses starting with `prefix` stored in the stopped data folder, read with PGlite directly. */
async function storedAddresses(prefix: string): Promise<string[]> {
  const client = await PGlite.create(join(dataDir, 'pglite'));
  try {
    const { rows } = await client.query<{ email: string }>('select email from newsletter_subscriptions where email like $1', [
      `${prefix}-%`,
    ]);
    return rows.map((row) => row.email);
  } finally {
    await client.close();
  }
}

/**
 * Runs an npm script on the data folder. Asynchronously: a client blocked for the seconds a script takes would miss
 * the server closing its idle keep-alive connection, and its next request would fail on that closed socket.
 */
function npmScript(script: string, ...args: string[]): Promise<string> {
  return new Promise((done, failed) => {
    execFile(
      'npm',
      ['run', '--silent', script, '--', ...args],
      { cwd: root, env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' },
      (error, stdout, stderr) => (error ? failed(new Error(`${error.message}\n${stderr}`)) : done(stdout)),
    );
  });
}

test('a second server on a data folder in use refuses to start; the first keeps every answered write', OWN_SERVER, async () => {
  const first = start();
  await untilReady(first);
  const second = start();
  expect(await second.exited).toBe(1);
  expect(second.output()).toContain(`The data folder ${dataDir} is in use by process ${first.child.pid}`);

  await subscribe(first, 'two-servers', 100);
  await first.stop();
  expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  expect(await storedAddresses('two-servers')).toHaveLength(100);
});

test('kill -9 during a burst of writes loses no answered write, and the next server takes the lock over', OWN_SERVER, async () => {
  const first = start();
  await untilReady(first);
  const answered: string[] = [];
  // 200 writes, 10 at a time; the process is killed once 60 have been answered, with more in flight.
  const writer = async (lane: number) => {
    for (let i = lane; i < 200; i += 10) {
      const email = `burst-${i}@example.com`;
      const response = await post(first, email, i).catch(() => undefined);
      if (response?.status === 200) answered.push(email);
      if (answered.length === 60) first.child.kill('SIGKILL');
    }
  };
  await Promise.all(Array.from({ length: 10 }, (_, lane) => writer(lane)));
  await first.exited;
  expect(answered.length).toBeGreaterThanOrEqual(60);
  expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);

  const next = start();
  await untilReady(next);
  await next.stop();
  const stored = await storedAddresses('burst');
  expect(answered.filter((email) => !stored.includes(email))).toEqual([]);
});

test('npm run backup through the running server, then npm run restore brings that moment back', OWN_SERVER, async () => {
  const server = start();
  await untilReady(server);
  await subscribe(server, 'before', 5);
  const written = await npmScript('backup');
  const file = /Backup written: (\S+)/.exec(written)?.[1];
  expect(file, written).toMatch(/backups\/database-.*-manual\.tar\.gz$/);
  await subscribe(server, 'after', 5);

  await expect(npmScript('restore', file!)).rejects.toThrow(/Stop the server before restoring/);
  await server.stop();
  expect(await npmScript('restore', file!)).toContain(`Restored ${file} into ${join(dataDir, 'pglite')}.`);
  expect(await storedAddresses('before')).toHaveLength(5);
  expect(await storedAddresses('after')).toEqual([]);

  const restarted = start();
  await untilReady(restarted);
  await subscribe(restarted, 'restarted', 1);
  await restarted.stop();
});
