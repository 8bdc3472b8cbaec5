// npm run restore -- <file>: brings a backup back into the stopped data folder: the database and, for a backup that
// holds them (every one written since backups include them), the stored files. What it replaces is kept beside it
// (DATA_DIR/pglite-before-restore-<time>, DATA_DIR/files-before-restore-<time>), so a restore loses nothing either.
import { existsSync, readdirSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { backupHoldsFiles, filesFolder, restoreBackupInto } from '@/lib/data-folder/backups';
import { DataFolderInUseError, lockDataFolder } from '@/lib/data-folder/lock';
import { embeddedDataFolder, stop } from './embedded-data-folder';

/** Moves `folder` to `aside` when it holds anything; returns a function that puts it back, or undefined. */
function moveAside(folder: string, aside: string): (() => void) | undefined {
  if (!existsSync(folder) || readdirSync(folder).length === 0) return undefined;
  renameSync(folder, aside);
  return () => renameSync(aside, folder);
}

async function main() {
  const argument = process.argv[2];
  if (!argument) stop('Usage: npm run restore -- <backup file> (the backups are in DATA_DIR/backups).');
  const file = resolve(argument);
  if (!existsSync(file)) stop(`${file} does not exist.`);
  const dataFolder = embeddedDataFolder('npm run restore');
  let lock;
  try {
    lock = lockDataFolder(dataFolder, 'npm run restore');
  } catch (error) {
    if (error instanceof DataFolderInUseError) stop(`Stop the server before restoring. ${error.message}`);
    throw error;
  }
  try {
    const time = new Date().toISOString().replace(/[:.]/g, '-');
    const databaseDir = join(dataFolder, 'pglite');
    const filesDir = filesFolder(dataFolder);
    const withFiles = await backupHoldsFiles(file);
    const databaseAside = `${databaseDir}-before-restore-${time}`;
    const filesAside = `${filesDir}-before-restore-${time}`;
    const putBack = [moveAside(databaseDir, databaseAside), withFiles ? moveAside(filesDir, filesAside) : undefined];
    let restored;
    try {
      restored = await restoreBackupInto(file, databaseDir, withFiles ? filesDir : undefined);
    } catch (error) {
      for (const undo of putBack) undo?.();
      throw error;
    }
    console.log(`Restored ${file} into ${databaseDir}.`);
    if (restored.files === null)
      console.log(`This backup was written before backups held the stored files: ${filesDir} was left as it was.`);
    else console.log(`Restored its ${restored.files} stored file(s) into ${filesDir}.`);
    if (putBack[0]) console.log(`The database it replaced is kept in ${databaseAside}: delete it once the server runs well.`);
    if (putBack[1]) console.log(`The stored files it replaced are kept in ${filesAside}: delete them once the server runs well.`);
  } finally {
    lock.release();
  }
}

main().catch((error: unknown) => stop(`Restore failed: ${error instanceof Error ? error.message : String(error)}`));
