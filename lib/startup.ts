import 'server-only';
import { env, EnvError } from './env';

/** Start-up checks: a wrong configuration stops the server with a message naming the variable. */
export async function startServer(): Promise<void> {
  try {
    env();
  } catch (error) {
    if (!(error instanceof EnvError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
