import 'server-only';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { type BackupReason, writeBackup } from '@/lib/data-folder/backups';
import { lockDataFolder } from '@/lib/data-folder/lock';
import { env } from '@/lib/env';
import { DatabaseOpenError, hasPendingMigrations, openFailureMessage } from './pglite';
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
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  let client: PGlite;
  try {
    client = await PGlite.create(dataDir);
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
 * taking DATA_DIR's lock (released when the process exits) so that no second server opens the same folder.
 */
function openFromEnv(): Promise<OpenDb> {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return openDb({ databaseUrl: DATABASE_URL });
  const dataFolder = resolve(DATA_DIR);
  const lock = lockDataFolder(dataFolder);
  process.once('exit', lock.release);
  return openDb({ dataDir: join(dataFolder, 'pglite'), dataFolder }).catch((error: unknown) => {
    lock.release();
    throw error;
  });
}

// Kept on globalThis so a dev-server reload never opens the same PGlite folder twice.
const holder = globalThis as typeof globalThis & { __complianceDb?: Promise<OpenDb> };

/** The process-wide database, opened and migrated once; a failed open is retried on the next call. */
export function getOpenDb(): Promise<OpenDb> {
  holder.__complianceDb ??= Promise.resolve()
    .then(openFromEnv)
    .catch((error: unknown) => {
      holder.__complianceDb = undefined;
      throw error;
    });
  return holder.__complianceDb;
}

/** The process-wide database (see getOpenDb). */
export async function getDb(): Promise<Db> {
  return (await getOpenDb()).db;
}
