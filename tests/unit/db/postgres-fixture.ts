import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { getDb, getOpenDb } from '@/lib/db/client';

// CI (.ci/run, through scripts/ci-postgres.sh) starts a PostgreSQL server and sets TEST_DATABASE_URL and
// REQUIRE_POSTGRES_TESTS; there a missing server fails the run instead of skipping.
const serverUrl = process.env.TEST_DATABASE_URL;
const required = Boolean(process.env.REQUIRE_POSTGRES_TESTS || process.env.CI);

/** Defines the tests of `define` against the PostgreSQL server of TEST_DATABASE_URL; skipped without one, except in CI. */
export function describeOnPostgres(name: string, define: (serverUrl: string) => void): void {
  if (serverUrl) {
    describe(name, () => define(serverUrl));
  } else if (required) {
    it(`${name}: PostgreSQL server is configured`, () => {
      throw new Error('TEST_DATABASE_URL is not set: CI must run these tests against PostgreSQL');
    });
  } else {
    it.skip(`${name} (set TEST_DATABASE_URL to run these tests)`, () => undefined);
  }
}

/**
 * One test against the PostgreSQL server of TEST_DATABASE_URL run at once with its concurrent neighbours
 * (it.concurrent, in the describe block it is declared in); skipped without a server, except in CI, as describeOnPostgres.
 */
export function concurrentTestOnPostgres(name: string, run: (serverUrl: string) => Promise<void>): void {
  if (serverUrl) {
    it.concurrent(name, () => run(serverUrl));
  } else if (required) {
    it(`${name}: PostgreSQL server is configured`, () => {
      throw new Error('TEST_DATABASE_URL is not set: CI must run these tests against PostgreSQL');
    });
  } else {
    it.skip(`${name} (set TEST_DATABASE_URL to run it)`, () => undefined);
  }
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A database of the test's own on that server, so tests that count rows or numbers start empty whatever ran before;
 * `drop` removes it (closing its connections).
 */
export async function createThrowAwayDatabase(url: string, prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await onServer(url, `CREATE DATABASE "${name}"`);
  const own = new URL(url);
  own.pathname = `/${name}`;
  return { url: own.toString(), drop: () => onServer(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`) };
}

/**
 * Points the product's own database (getDb) at a throw-away database on that server for this test file: lib/env.ts
 * reads the environment at the first getDb. Closed and dropped after the file's tests. Answers its URL, once set up.
 */
export function useThrowAwayAppDatabase(serverUrl: string, prefix: string): () => string {
  let database: Awaited<ReturnType<typeof createThrowAwayDatabase>> | undefined;
  beforeAll(async () => {
    database = await createThrowAwayDatabase(serverUrl, prefix);
    process.env.DATABASE_URL = database.url;
    delete process.env.BACKEND_URL;
    await getDb();
  }, 60_000);
  afterAll(async () => {
    if (process.env.DATABASE_URL === database?.url) await (await getOpenDb()).close();
    await database?.drop();
  });
  return () => database!.url;
}
