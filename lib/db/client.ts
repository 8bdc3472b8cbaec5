import 'server-only';
import { mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type BackupReason, writeBackup } from '@/lib/data-folder/backups';
import { lockDataFolder } from '@/lib/data-folder/lock';
import { env } from '@/lib/env';
import { createDatabaseFolder, DatabaseOpenError, hasPendingMigrations, openFailureMessage, POSTGRES_SETTINGS } from './pglite';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and the function that closes it. */
export type OpenDb = {
  db: Db;
  kind: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /** PGlite in a data folder only: writes a snapshot into DATA_DIR/backups and returns its path. */
  backup?: (reason: BackupReason) => Promise<string>;
};

export type DbOptions =
  /** A PostgreSQL server reached through `pg`. */
  | { databaseUrl: string }
  /**
   * PGlite storing its files in `dataDir`, or in memory when `dataDir` is undefined. With `dataFolder` (DATA_DIR),
   * pending migrations are preceded by a backup, and a failed open names that folder's newest backup.
   */
  | { dataDir: string | undefined; dataFolder?: string };

/** The committed drizzle-kit migrations; the standalone build copies this folder (next.config.ts). */
export const migrationsFolder = join(process.cwd(), 'lib', 'db', 'migrations');

/** Opens a database and applies every pending migration; throws when the store is unreachable. */
export async function openDb(options: DbOptions): Promise<OpenDb> {
  if ('databaseUrl' in options) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that the server ends (a restart, a failover, an administrator) is dropped from the pool and
    // the next query opens another; without a listener its error would end the whole process.
    pool.on('error', (error) => console.error(`An idle PostgreSQL connection was closed: ${error.message}`));
    const db = drizzle({ client: pool, schema });
    try {
      await migrate(db, { migrationsFolder });
    } catch (error) {
      await pool.end();
      throw error;
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const { dataDir, dataFolder } = options;
  const openFailure = (error: unknown) =>
    new DatabaseOpenError(openFailureMessage(dataDir ?? 'memory', dataFolder, error), { cause: error });
  let client: PGlite;
  try {
    if (dataDir) {
      mkdirSync(dirname(resolve(dataDir)), { recursive: true });
      await createDatabaseFolder(dataDir);
    }
    client = await PGlite.create(dataDir, { startParams: [...PGlite.defaultStartParams, ...POSTGRES_SETTINGS] });
  } catch (error) {
    throw openFailure(error);
  }
  const backup = dataFolder ? (reason: BackupReason) => writeBackup(client, dataFolder, reason) : undefined;
  const db = drizzle({ client, schema });
  try {
    if (backup && (await hasPendingMigrations(client, migrationsFolder))) {
      console.log(`Backed up the database before migrating it: ${await backup('pre-migration')}`);
    }
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close().catch(() => undefined);
    throw openFailure(error);
  }
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close(), backup };
}

/**
 * Opens the database the environment asks for: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/pglite, after
 * taking DATA_DIR's lock so that no second server opens the same folder. The lock is taken before this returns (a
 * folder in use throws at once) and released when the database is closed or the process exits.
 */
function openFromEnv(): Promise<OpenDb> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return openDb({ databaseUrl: DATABASE_URL });
  const dataFolder = resolve(DATA_DIR);
  const lock = lockDataFolder(dataFolder);
  process.once('exit', lock.release);
  return openDb({ dataDir: join(dataFolder, 'pglite'), dataFolder }).then(
    (open) => ({ ...open, close: () => open.close().finally(lock.release) }),
    (error: unknown) => {
      lock.release();
      throw error;
    },
  );
}

// Kept on globalThis so a dev-server reload never opens the same PGlite folder twice.
const holder = globalThis as typeof globalThis & { __complianceDb?: Promise<OpenDb> };

/** Keeps `opening` as the process-wide database; a failed open is forgotten, so the next call tries again. */
function hold(opening: Promise<OpenDb>): Promise<OpenDb> {
  const held: Promise<OpenDb> = opening.catch((error: unknown) => {
    if (holder.__complianceDb === held) holder.__complianceDb = undefined;
    throw error;
  });
  holder.__complianceDb = held;
  return held;
}

/** The process-wide database, opened and migrated once (or being opened: callers wait for it). */
export function getOpenDb(): Promise<OpenDb> {
  return holder.__complianceDb ?? hold(Promise.resolve().then(openFromEnv));
}

/**
 * Starts opening the process-wide database without waiting for it (server start-up: public pages need none). A data
 * folder held by another process throws here, at once. `prepare` (the demo account) runs on the database before
 * any caller of getOpenDb is given it, so a first request never sees it half ready.
 */
export function startOpeningDb(prepare: (open: OpenDb) => Promise<void> = async () => {}): Promise<OpenDb> {
  if (holder.__complianceDb) return holder.__complianceDb;
  const opening = openFromEnv();
  return hold(
    opening.then(async (open) => {
      await prepare(open);
      return open;
    }),
  );
}

/** Closes the process-wide database once its open has settled (at shutdown); it is not opened again afterwards. */
export async function closeDb(): Promise<void> {
  const opening = holder.__complianceDb;
  const closed = Promise.reject(new Error('The database is closed: the server is stopping.'));
  closed.catch(() => undefined);
  holder.__complianceDb = closed;
  const open = await opening?.catch(() => undefined);
  await open?.close();
}

/** The process-wide database (see getOpenDb). */
export async function getDb(): Promise<Db> {
  return (await getOpenDb()).db;
}
