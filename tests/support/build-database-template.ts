// Run by tests/support/jest-global-setup.ts (tsx --conditions=react-server) with DATA_DIR set to a new folder: opens
// the database as the server does, which creates DATA_DIR/pglite and applies every migration, then closes it.
import { closeDb, getOpenDb } from '@/lib/db/client';

async function build(): Promise<void> {
  await getOpenDb();
  await closeDb();
}

build().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
