import 'server-only';
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { env } from '@/lib/env';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** An open database and the function that closes it. */
export type OpenDb = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

export type DbOptions =
  /** A PostgreSQL server reached through `pg`. */
  | { databaseUrl: string }
  /** PGlite storing its files in `dataDir`, or in memory when `dataDir` is undefined. */
  | { dataDir: string | undefined };

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
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzle({ client, schema });
  try {
    await migrate(db, { migrationsFolder });
  } catch (error) {
    await client.close();
    throw error;
  }
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}

/** The options the environment asks for: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR/pglite. */
export function dbOptionsFromEnv(): DbOptions {
  const { DATABASE_URL, DATA_DIR } = env();
  return DATABASE_URL ? { databaseUrl: DATABASE_URL } : { dataDir: join(resolve(DATA_DIR), 'pglite') };
}

// Kept on globalThis so a dev-server reload never opens the same PGlite folder twice.
const holder = globalThis as typeof globalThis & { __complianceDb?: Promise<OpenDb> };

/** The process-wide database, opened and migrated once; a failed open is retried on the next call. */
export async function getDb(): Promise<Db> {
  holder.__complianceDb ??= openDb(dbOptionsFromEnv()).catch((error: unknown) => {
    holder.__complianceDb = undefined;
    throw error;
  });
  return (await holder.__complianceDb).db;
}
