// The data folder the operator scripts work on: DATA_DIR from the environment and .env files, as the server reads it.
import { resolve } from 'node:path';
import { loadEnvConfig } from '@next/env';
import { EnvError, parseEnv } from '@/lib/env';

/** Stops the script with a message and a non-zero exit code. */
export function stop(message: string): never {
  console.error(message);
  process.exit(1);
}

/** DATA_DIR as an absolute path; stops with a clear message when the configuration is invalid or uses PostgreSQL. */
export function embeddedDataFolder(command: string): string {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  try {
    const config = parseEnv();
    if (config.DATABASE_URL) {
      stop(
        `DATABASE_URL is set: the database is a PostgreSQL server, which ${command} does not handle. Use PostgreSQL's own tools (pg_dump, pg_restore; see docs/backups.md).`,
      );
    }
    return resolve(config.DATA_DIR);
  } catch (error) {
    if (error instanceof EnvError) stop(error.message);
    throw error;
  }
}
