// npm run seed:large [-- --replace]: fills the large organization of the performance budgets (docs/performance.md),
// its records and its programme (people, training, registers, ISMS, connected systems, questionnaires),
// into the configured database: PGlite in DATA_DIR, whose lock it takes as a server does (so it refuses while a
// server uses the folder), or the PostgreSQL server of DATABASE_URL.
import { resolve } from 'node:path';
import { loadEnvConfig } from '@next/env';
import { ensureDemoAccount } from '@/lib/backend/demo-account';
import { DataFolderInUseError } from '@/lib/data-folder/lock';
import { getOpenDb, type OpenDb } from '@/lib/db/client';
import { env, EnvError, type Env } from '@/lib/env';
import { ensureDemoOrganization } from '@/lib/seed/demo-organization';
import { LARGE_ORGANIZATION, LargeOrganizationExistsError, seedLargeOrganization, type SeedPart } from '@/lib/seed/large-organization';
import { seedLargeProgramme } from '@/lib/seed/large-programme';
import { stop } from './embedded-data-folder';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const line = (part: SeedPart) =>
  console.log(`  ${part.name.padEnd(44)} ${part.count.toLocaleString('en-US').padStart(8)}  ${seconds(part.ms).padStart(7)}`);

function configuration(): Env {
  loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });
  try {
    return env();
  } catch (error) {
    if (error instanceof EnvError) stop(error.message);
    throw error;
  }
}

async function open(): Promise<OpenDb> {
  try {
    return await getOpenDb();
  } catch (error) {
    if (error instanceof DataFolderInUseError) stop(`Stop the server before seeding: ${error.message}`);
    throw error;
  }
}

/** Seeds, then answers the message to stop with, or null: the database is closed before the process ends either way. */
async function seed(database: OpenDb, config: Env): Promise<string | null> {
  try {
    // Start-up creates the demo account only on a database without users: done here first, a folder seeded before
    // its first start still gets it.
    if (config.DEMO_ACCOUNT === 'on') {
      await ensureDemoAccount(database.db);
      await ensureDemoOrganization(database.db);
    }
    const now = new Date();
    const result = await seedLargeOrganization({ now, replace: process.argv.includes('--replace'), onPart: line });
    const programme = performance.now();
    const samples = await seedLargeProgramme(result.member, now, line);
    console.log(`Done in ${seconds(result.ms + performance.now() - programme)}.`);
    // One record of each kind, for the benchmark's detail screens (read as a JSON line).
    console.log(JSON.stringify({ samples }));
    console.log(`Sign in at /login with ${LARGE_ORGANIZATION.email} / ${LARGE_ORGANIZATION.password}`);
    return null;
  } catch (error) {
    if (error instanceof LargeOrganizationExistsError)
      return `${error.message} Run npm run seed:large -- --replace to delete it and seed it again.`;
    return `Seeding failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`;
  } finally {
    await database.close();
  }
}

async function main() {
  const config = configuration();
  if (config.BACKEND_URL)
    stop('BACKEND_URL is set: the large organization signs in with an account of the embedded backend. Unset it to seed.');
  const where = config.DATABASE_URL ? 'the PostgreSQL database of DATABASE_URL' : `the embedded database in ${resolve(config.DATA_DIR)}`;
  const opening = performance.now();
  const database = await open();
  console.log(`Opened ${where} in ${seconds(performance.now() - opening)}. Seeding ${LARGE_ORGANIZATION.name}:`);
  const failure = await seed(database, config);
  if (failure) stop(failure);
}

main().catch((error: unknown) => stop(`Seeding failed: ${error instanceof Error ? error.message : String(error)}`));
