import { spawn } from 'node:child_process';
import { existsSync, readdirSync, renameSync, rmdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { listBackups } from '@/lib/data-folder/backups';

/**
 * PostgreSQL settings added to PGlite's own start parameters. Its default 128 MB of shared buffers were zeroed at
 * every start (up to a second) and stayed resident (about 100 MiB of the server's memory); 32 MB hold this product's
 * working set, and pages beyond it come from the operating system's file cache (docs/performance.md).
 */
export const POSTGRES_SETTINGS = ['-c', 'shared_buffers=32MB'];

/** Run by `node -e` in a child process: PGlite creates a database in the folder given (initdb), then closes it. */
const CREATE_IN_CHILD = `const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2]).then((pg) => pg.close()).catch((error) => { console.error(error && error.message ? error.message : String(error)); process.exit(1); });`;

/**
 * Creates a new database in `dataDir` (absent or empty) in a child process. PGlite creates one by running a second
 * PostgreSQL in memory and copying it over: done in the server process, that held its event loop for seconds and
 * left hundreds of MiB resident. The folder is filled aside and renamed into place, so a start cut short leaves no
 * half-made database. Does nothing when the folder holds files, or when PGlite cannot be found from the working
 * directory: PGlite.create then creates it in this process as before.
 */
export async function createDatabaseFolder(dataDir: string): Promise<void> {
  const folder = resolve(dataDir);
  if (existsSync(folder) && readdirSync(folder).length > 0) return;
  let entry: string;
  try {
    entry = createRequire(join(process.cwd(), 'package.json')).resolve('@electric-sql/pglite');
  } catch {
    return;
  }
  const draft = `${folder}.creating`;
  rmSync(draft, { recursive: true, force: true });
  await new Promise<void>((done, failed) => {
    const child = spawn(process.execPath, ['-e', CREATE_IN_CHILD, entry, draft], { stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', failed);
    child.once('exit', (code) =>
      code === 0 ? done() : failed(new Error(`creating the database failed: ${errors.trim() || `exit code ${code}`}`)),
    );
  }).catch((error: unknown) => {
    rmSync(draft, { recursive: true, force: true });
    throw error;
  });
  if (existsSync(folder)) rmdirSync(folder);
  renameSync(draft, folder);
}

/** Thrown when the embedded database cannot be opened; the message says which folder and how to recover. */
export class DatabaseOpenError extends Error {
  override name = 'DatabaseOpenError';
}

/** The recovery advice for a data folder whose database does not open: its newest backup and the restore command. */
export function openFailureMessage(databaseDir: string, dataFolder: string | undefined, cause: unknown): string {
  const reason = cause instanceof Error ? cause.message : String(cause);
  const lines = [
    `The embedded database in ${databaseDir} could not be opened and migrated: ${reason}`,
    'The folder may be damaged (for example by two servers that used it at once, or a full disk).',
  ];
  const newest = dataFolder ? listBackups(dataFolder)[0] : undefined;
  if (newest) {
    lines.push(`To recover, stop every server using it, then restore the newest backup and start again:`, `  npm run restore -- ${newest}`);
  } else {
    lines.push(
      dataFolder ? `No backup was found in ${dataFolder}/backups.` : 'This database has no backup folder.',
      'Keep a copy of the folder, then restore a backup of your own or start with an empty DATA_DIR.',
    );
  }
  return lines.join('\n');
}

/**
 * True when the database has applied some migrations but not all of those in `migrationsFolder`: the moment a
 * pre-migration backup is worth its cost (an empty database has nothing to lose).
 */
export async function hasPendingMigrations(client: PGlite, migrationsFolder: string): Promise<boolean> {
  const known = readMigrationFiles({ migrationsFolder });
  const newest = Math.max(0, ...known.map((migration) => migration.folderMillis));
  try {
    const { rows } = await client.query<{ created_at: string }>(
      'select created_at from drizzle.__drizzle_migrations order by created_at desc limit 1',
    );
    const applied = rows[0] ? Number(rows[0].created_at) : undefined;
    return applied !== undefined && applied < newest;
  } catch {
    return false; // no migration table yet: an empty database
  }
}
