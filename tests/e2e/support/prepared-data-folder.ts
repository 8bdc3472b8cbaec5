import { rmSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, untilReady } from './server-process';

let prepared: Promise<string> | undefined;

/** Starts a server on a new data folder and stops it once the database is created, migrated and seeded. */
async function prepareOnce(): Promise<string> {
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-prepared-'));
  process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
  const server = startServerProcess(dataDir);
  await untilReady(server);
  // A stop waits for the database to open (and the demo account and organization to be seeded) before it closes it.
  const code = await server.stop();
  if (code !== 0) throw new Error(`preparing a data folder, the server exited with ${code}:\n${server.output()}`);
  return dataDir;
}

/**
 * A new data folder holding what a server's first start leaves in one: the database created, migrated and seeded
 * with the demo account and organization. That first start is the slowest (seconds of PostgreSQL's initdb and every
 * migration, tens of seconds on a busy two-core machine), so each worker makes it once, and a test whose subject
 * is not the first start gets a copy.
 */
export async function preparedDataFolder(prefix: string): Promise<string> {
  prepared ??= prepareOnce();
  const dataDir = await mkdtemp(join(tmpdir(), `${prefix}-`));
  await cp(await prepared, dataDir, { recursive: true });
  return dataDir;
}
