// npm run restore -- <file>: brings a backup back into the stopped data folder. The database it replaces is kept
// beside it (DATA_DIR/pglite-before-restore-<time>), so a restore loses nothing either.
import { existsSync, renameSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { restoreBackupInto } from '@/lib/data-folder/backups';
import { DataFolderInUseError, lockDataFolder } from '@/lib/data-folder/lock';
import { embeddedDataFolder, stop } from './embedded-data-folder';

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
    const databaseDir = join(dataFolder, 'pglite');
    const aside = `${databaseDir}-before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    const hadDatabase = existsSync(databaseDir);
    if (hadDatabase) renameSync(databaseDir, aside);
    try {
      await restoreBackupInto(file, databaseDir);
    } catch (error) {
      if (hadDatabase) renameSync(aside, databaseDir);
      throw error;
    }
    console.log(`Restored ${file} into ${databaseDir}.`);
    if (hadDatabase) console.log(`The database it replaced is kept in ${aside}: delete it once the server runs well.`);
  } finally {
    lock.release();
  }
}

main().catch((error: unknown) => stop(`Restore failed: ${error instanceof Error ? error.message : String(error)}`));
