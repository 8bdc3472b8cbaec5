import {
  closeSync,
  copyFileSync,
  createReadStream,
  createWriteStream,
  existsSync,
  fsyncSync,
  linkSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import { assertValidKey } from '@/lib/storage/types';
import { readTar, tarStream, type TarEntry } from './tar';

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

/** The folder of a data folder's stored files (DATA_DIR/files, lib/storage/local.ts). */
export function filesFolder(dataDir: string): string {
  return join(resolve(dataDir), 'files');
}

/** The first entry of a backup that holds the stored files as well: PGlite's dump of the database folder. */
const DATABASE_ENTRY = 'database.tar';
/** The folder entry under which a backup holds the stored files, by key. */
const FILES_ENTRY = 'files/';

/**
 * Hard links of every stored file into `snapshot` (copies where the file system makes no link), with their sizes.
 * A stored file is never changed in place (a new version is renamed over its key), so a link keeps the bytes of this
 * moment however long the archive takes. Uploads under way ('~' in the name, lib/storage/local.ts) are left out.
 */
function snapshotFiles(folder: string, snapshot: string): { key: string; size: number }[] {
  const listed: { key: string; size: number }[] = [];
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(folder, relative), { withFileTypes: true })) {
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(key);
      if (!entry.isFile() || entry.name.includes('~')) continue;
      const target = join(snapshot, key);
      mkdirSync(dirname(target), { recursive: true });
      try {
        linkSync(join(folder, key), target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') continue; // deleted meanwhile
        copyFileSync(join(folder, key), target);
      }
      listed.push({ key, size: statSync(target).size });
    }
  };
  if (existsSync(folder)) walk('');
  return listed;
}

/**
 * Writes a consistent snapshot of an open PGlite database and of the stored files (DATA_DIR/files) into
 * DATA_DIR/backups and keeps the newest seven. The dump runs after a checkpoint (a restore then starts without
 * replaying the log) and while no query or transaction is under way (PGlite's own locks); the files are taken
 * right after it, before a transaction can commit again, so every file a row of the dump names is in the backup
 * (files are stored before their row, and deleted only after it). The archive is a gzipped tar of `database.tar`
 * and `files/<key>`, streamed to disk (a stored file is never held in memory), written aside, flushed and renamed,
 * so a listed file is whole. Returns its path.
 */
export async function writeBackup(client: PGlite, dataDir: string, reason: BackupReason, now = new Date()): Promise<string> {
  const folder = backupsFolder(dataDir);
  mkdirSync(folder, { recursive: true });
  const file = join(folder, `database-${now.toISOString().replace(/[:.]/g, '-')}-${reason}.tar.gz`);
  const draft = `${file}.partial`;
  const snapshot = `${draft}.files`;
  rmSync(snapshot, { recursive: true, force: true });
  try {
    await client.exec('CHECKPOINT');
    const { dump, files } = await client._runExclusiveTransaction(async () => {
      const tar = await client.dumpDataDir('none');
      return { dump: tar, files: snapshotFiles(filesFolder(dataDir), snapshot) };
    });
    const entries: TarEntry[] = [
      { name: DATABASE_ENTRY, bytes: dump, mtime: now },
      { name: FILES_ENTRY, mtime: now },
      ...files.map(({ key, size }) => ({ name: `${FILES_ENTRY}${key}`, path: join(snapshot, key), size, mtime: now })),
    ];
    // Gzip's output in 1 MiB chunks, not 16 KiB: each chunk waits for a turn of the event loop, which a server under
    // load gives seldom.
    await pipeline(Readable.from(tarStream(entries)), createGzip({ chunkSize: 1 << 20 }), createWriteStream(draft, { mode: 0o600 }));
    const handle = openSync(draft, 'r');
    try {
      fsyncSync(handle);
    } finally {
      closeSync(handle);
    }
    renameSync(draft, file);
  } finally {
    rmSync(snapshot, { recursive: true, force: true });
    rmSync(draft, { force: true });
  }
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

/** A backup's decompressed bytes, as a stream. */
const unpacked = (file: string) => createReadStream(file).pipe(createGunzip());

/**
 * True when a backup holds the stored files as well as the database: every backup written since they are, none
 * written before (those are PGlite's dump alone). False for a file that is no backup.
 */
export async function backupHoldsFiles(file: string): Promise<boolean> {
  let first: string | undefined;
  const enough = new Error('first entry read');
  await readTar(unpacked(file), (name) => {
    first = name;
    throw enough;
  }).catch((error: unknown) => {
    if (error !== enough) first = undefined;
  });
  return first === DATABASE_ENTRY;
}

/** Unpacks a backup that holds the stored files: the files into `filesDir`; returns the database dump and the count. */
async function unpackBackup(file: string, filesDir: string | undefined): Promise<{ dump: Blob; files: number }> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  let files = 0;
  let open: number | undefined;
  try {
    await readTar(unpacked(file), (name) => {
      if (name === DATABASE_ENTRY) return { write: (chunk) => parts.push(new Uint8Array(chunk)), end: () => undefined };
      if (!filesDir || !name.startsWith(FILES_ENTRY)) return undefined;
      const key = name.slice(FILES_ENTRY.length).replace(/\/$/, '');
      if (key) assertValidKey(key);
      const target = join(filesDir, key);
      if (name.endsWith('/')) {
        mkdirSync(target, { recursive: true });
        return undefined;
      }
      mkdirSync(dirname(target), { recursive: true });
      const handle = openSync(target, 'wx', 0o600);
      open = handle;
      files += 1;
      return {
        write: (chunk) => void writeSync(handle, chunk),
        end: () => {
          fsyncSync(handle);
          closeSync(handle);
          open = undefined;
        },
      };
    });
  } finally {
    if (open !== undefined) closeSync(open);
  }
  return { dump: new Blob(parts), files };
}

const isEmptyOrAbsent = (folder: string) => !existsSync(folder) || readdirSync(folder).length === 0;

/**
 * Restores a backup: the database into `databaseDir` and, when the backup holds them and `filesDir` is given, the
 * stored files into `filesDir`; neither may hold anything yet. PGlite unpacks the dump and opens it once to check it.
 * On failure what was restored is removed and the error thrown. Returns how many files were restored, or null for
 * a backup written before backups held the files.
 */
export async function restoreBackupInto(file: string, databaseDir: string, filesDir?: string): Promise<{ files: number | null }> {
  for (const folder of [databaseDir, filesDir]) {
    if (folder && !isEmptyOrAbsent(folder)) throw new Error(`${folder} is not empty; move it aside before restoring.`);
  }
  if (!statSync(file).isFile()) throw new Error(`${file} is not a file.`);
  const { PGlite } = await import('@electric-sql/pglite');
  const holdsFiles = await backupHoldsFiles(file);
  try {
    const { dump, files } = holdsFiles ? await unpackBackup(file, filesDir) : { dump: new Blob([await readFile(file)]), files: null };
    mkdirSync(dirname(databaseDir), { recursive: true });
    const client = await PGlite.create(databaseDir, { loadDataDir: dump });
    try {
      await client.query('select 1');
    } finally {
      await client.close();
    }
    return { files: filesDir ? files : null };
  } catch (error) {
    rmSync(databaseDir, { recursive: true, force: true });
    if (holdsFiles && filesDir) rmSync(filesDir, { recursive: true, force: true });
    throw new Error(`${file} could not be restored: ${error instanceof Error ? error.message : String(error)}`);
  }
}
