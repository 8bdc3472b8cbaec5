import 'server-only';
import { getDb } from './db/client';
import { env, EnvError } from './env';

/** Start-up: checks the configuration, then opens and migrates the database; any failure stops the server. */
export async function startServer(): Promise<void> {
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
  try {
    await getDb();
  } catch (error) {
    console.error(`Database start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
