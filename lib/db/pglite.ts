import type { PGlite } from '@electric-sql/pglite';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import { listBackups } from '@/lib/data-folder/backups';

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
