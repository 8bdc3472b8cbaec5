// npm run backup: writes a snapshot of the embedded database and the stored files into DATA_DIR/backups. A running
// server is asked to write it (SIGUSR2), since only the process holding the folder may read it; with none running,
// it is read here.
import { existsSync } from 'node:fs';
import { hostname } from 'node:os';
import { join } from 'node:path';
import { listBackups, writeBackup } from '@/lib/data-folder/backups';
import { DataFolderInUseError, folderHolder, lockDataFolder } from '@/lib/data-folder/lock';
import { embeddedDataFolder, stop } from './embedded-data-folder';

const WAIT_MS = 5 * 60 * 1000;

async function askRunningServer(dataFolder: string, pid: number): Promise<string> {
  const before = new Set(listBackups(dataFolder));
  process.kill(pid, 'SIGUSR2');
  const deadline = Date.now() + WAIT_MS;
  while (Date.now() < deadline) {
    // Its own: a daily backup the server was already writing may predate the writes this one must hold.
    const fresh = listBackups(dataFolder).find((file) => !before.has(file) && file.endsWith('-manual.tar.gz'));
    if (fresh) return fresh;
    await new Promise((done) => setTimeout(done, 200));
  }
  return stop(`The server (process ${pid}) wrote no backup within 5 minutes: see its log.`);
}

async function backupHere(dataFolder: string): Promise<string> {
  const databaseDir = join(dataFolder, 'pglite');
  if (!existsSync(databaseDir)) stop(`There is no database in ${dataFolder} yet: nothing to back up.`);
  const lock = lockDataFolder(dataFolder, 'npm run backup');
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const client = await PGlite.create(databaseDir);
    try {
      return await writeBackup(client, dataFolder, 'manual');
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}

async function main() {
  const dataFolder = embeddedDataFolder('npm run backup');
  const holder = folderHolder(dataFolder);
  if (holder && holder.host !== hostname()) stop(new DataFolderInUseError(dataFolder, holder).message);
  const file = holder ? await askRunningServer(dataFolder, holder.pid) : await backupHere(dataFolder);
  console.log(`Backup written: ${file}`);
}

main().catch((error: unknown) => stop(`Backup failed: ${error instanceof Error ? error.message : String(error)}`));
