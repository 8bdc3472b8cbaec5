import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client, Pool } from 'pg';
import { readOutboxLetter } from '../../support/outbox-letter';

/** A database of the test's own on the PostgreSQL server of TEST_DATABASE_URL, for servers to share. */
export type SharedDatabase = {
  url: string;
  /** The rows a statement answers, read directly (what the servers wrote). */
  rows<Row>(text: string, values?: unknown[]): Promise<Row[]>;
  /** Closes the test's connections and drops the database (with the servers' connections, if any are left). */
  drop(): Promise<void>;
};

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** Creates an empty database with a random name on the server of `serverUrl`. */
export async function createSharedDatabase(serverUrl: string): Promise<SharedDatabase> {
  const name = `e2e_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new Pool({ connectionString: url.toString(), max: 2 });
  return {
    url: url.toString(),
    rows: async <Row>(text: string, values: unknown[] = []) => (await pool.query(text, values)).rows as Row[],
    drop: async () => {
      await pool.end();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Every file under `folder` (relative paths), or none when it does not exist. */
export function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));
}

/** The newest password reset link the server wrote into `dataDir`/outbox for this address, if any. */
export function resetLinkIn(dataDir: string, email: string): string | undefined {
  const folder = join(dataDir, 'outbox');
  if (!existsSync(folder)) return undefined;
  const mail = readdirSync(folder)
    .sort()
    .reverse()
    .map((name) => readOutboxLetter(join(folder, name)))
    .find((text) => text.startsWith(`To: ${email}\n`));
  return mail?.match(/\/password-reset\/[0-9a-f-]{36}/)?.[0];
}
