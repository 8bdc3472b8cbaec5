import { existsSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';

/** Why a backup was written; part of its file name. */
export type BackupReason = 'daily' | 'pre-migration' | 'manual';

/** How many backups DATA_DIR/backups keeps: the newest seven. */
export const BACKUPS_KEPT = 7;

const BACKUP_NAME = /^database-(\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z)-(daily|pre-migration|manual)\.tar\.gz$/;

/** The folder of a data folder's backups. */
export function backupsFolder(dataDir: string): string {
  return join(resolve(dataDir), 'backups');
}

/** A data folder's backups, newest first, as absolute paths. */
export function listBackups(dataDir: string): string[] {
  const folder = backupsFolder(dataDir);
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .filter((name) => BACKUP_NAME.test(name))
    .sort()
    .reverse()
    .map((name) => join(folder, name));
}

/** When a backup file was written, read from its name. */
export function backupTime(file: string): Date | undefined {
  const stamp = BACKUP_NAME.exec(basename(file))?.[1];
  return stamp ? new Date(stamp.replace(/T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z$/, 'T$1:$2:$3.$4Z')) : undefined;
}

/**
 * Writes a consistent snapshot of an open PGlite database into DATA_DIR/backups and keeps the newest seven.
 * The dump runs while no transaction or query is under way (PGlite's own locks), after a checkpoint so that a
 * restore starts without replaying the log. The file appears whole (written aside, then renamed). Returns its path.
 */
export async function writeBackup(client: PGlite, dataDir: string, reason: BackupReason, now = new Date()): Promise<string> {
  const folder = backupsFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `database-${now.toISOString().replace(/[:.]/g, '-')}-${reason}.tar.gz`);
  await client.exec('CHECKPOINT');
  const dump = await client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
  const draft = `${file}.partial`;
  writeFileSync(draft, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
  renameSync(draft, file);
  pruneBackups(dataDir);
  return file;
}

/** Deletes all but the newest BACKUPS_KEPT backups. */
export function pruneBackups(dataDir: string): void {
  for (const old of listBackups(dataDir).slice(BACKUPS_KEPT)) rmSync(old, { force: true });
}

/** True when the newest backup is older than `maxAgeMs` (or there is none). */
export function backupIsDue(dataDir: string, maxAgeMs: number, now = Date.now()): boolean {
  const newest = listBackups(dataDir)[0];
  const time = newest ? backupTime(newest) : undefined;
  return !time || now - time.getTime() >= maxAgeMs;
}

/**
 * Restores a backup into `databaseDir`, which must not exist: PGlite unpacks the dump there and opens it once to
 * check it. On failure the half-restored folder is removed and the error thrown.
 */
export async function restoreBackupInto(file: string, databaseDir: string): Promise<void> {
  if (existsSync(databaseDir) && readdirSync(databaseDir).length > 0) {
    throw new Error(`${databaseDir} is not empty; move it aside before restoring.`);
  }
  if (!statSync(file).isFile()) throw new Error(`${file} is not a file.`);
  const { PGlite } = await import('@electric-sql/pglite');
  const blob = new Blob([await readFile(file)]);
  try {
    const client = await PGlite.create(databaseDir, { loadDataDir: blob });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
  } catch (error) {
    rmSync(databaseDir, { recursive: true, force: true });
    throw new Error(`${file} could not be restored: ${error instanceof Error ? error.message : String(error)}`);
  }
}
