import 'server-only';
import { ensureDemoAccount } from './backend/demo-account';
import { getDb } from './db/client';
import { env, EnvError } from './env';
import { sessionSecret } from './session-secret';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * Start-up: checks the configuration, opens and migrates the database, prepares the session secret and, with the
 * embedded backend and DEMO_ACCOUNT=on, creates the demo account on an empty database and prints it.
 */
export async function startServer(): Promise<void> {
  let config;
  try {
    config = env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    fail(error.message);
  }
  try {
    const db = await getDb();
    sessionSecret();
    if (!config.BACKEND_URL && config.DEMO_ACCOUNT === 'on') {
      const line = await ensureDemoAccount(db);
      if (line) console.log(line);
    }
  } catch (error) {
    fail(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  }
}
