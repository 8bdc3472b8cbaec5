// Run by tests/support/jest-global-setup.ts (tsx --conditions=react-server) with DATA_DIR set to a new folder: creates
// a database in DATA_DIR/empty as the server creates a new one, copies it to DATA_DIR/pglite, and opens that copy as
// the server does, which applies every migration, then closes it. DATA_DIR/empty stays as created.
import { cpSync } from 'node:fs';
import { join } from 'node:path';
import { closeDb, getOpenDb } from '@/lib/db/client';
import { createDatabaseFolder } from '@/lib/db/pglite';

async function build(): Promise<void> {
  const dataFolder = process.env.DATA_DIR!;
  const empty = join(dataFolder, 'empty');
  await createDatabaseFolder(empty);
  cpSync(empty, join(dataFolder, 'pglite'), { recursive: true });
  await getOpenDb();
  await closeDb();
}

build().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
