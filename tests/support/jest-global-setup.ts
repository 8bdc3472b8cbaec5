import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, renameSync, rmSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { EMPTY_TEMPLATE_VARIABLE, emptyTemplateFolder, TEMPLATE_PREFIX, TEMPLATE_VARIABLE, templateFolder } from './database-template';
import { removeStaleFolders } from './scratch-folder';

/**
 * Creates a new database in `dataFolder`/empty and a migrated copy of it in `dataFolder`/pglite through the product's
 * own code (tests/support/build-database-template.ts).
 */
function migrateInChild(dataFolder: string): Promise<void> {
  const tsx = join(process.cwd(), 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const script = join(__dirname, 'build-database-template.ts');
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataFolder, NODE_ENV: 'test' };
  delete env.DATABASE_URL;
  delete env.BACKEND_URL;
  return new Promise((done, failed) => {
    const child = spawn(process.execPath, [tsx, '--conditions=react-server', script], { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let errors = '';
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', failed);
    child.once('exit', (code) =>
      code === 0 ? done() : failed(new Error(`Making the test database template failed: ${errors.trim() || `exit code ${code}`}`)),
    );
  });
}

/**
 * Makes, before any worker starts, the migrated PGlite database that each test file copies and the empty one it was
 * migrated from (see database-template.ts). They are filled in a folder of their own and renamed into place, so a
 * template that exists is complete; a second run with the same migrations reuses them.
 */
export default async function globalSetup(): Promise<void> {
  const template = templateFolder(process.cwd());
  const empty = emptyTemplateFolder(template);
  if (existsSync(template) && existsSync(empty)) {
    const now = new Date();
    utimesSync(template, now, now);
    utimesSync(empty, now, now);
  } else {
    const draft = mkdtempSync(`${template}.draft-`);
    try {
      await migrateInChild(draft);
      // Another run that started at the same time may have renamed its own first: both are the same.
      if (!existsSync(template)) renameSync(join(draft, 'pglite'), template);
      if (!existsSync(empty)) renameSync(join(draft, 'empty'), empty);
    } catch (error) {
      if (!existsSync(template) || !existsSync(empty)) throw error;
    } finally {
      rmSync(draft, { recursive: true, force: true });
    }
  }
  // Templates of other migrations; a run of another branch may still be copying one unused for less than a day.
  removeStaleFolders(TEMPLATE_PREFIX, template);
  process.env[TEMPLATE_VARIABLE] = template;
  process.env[EMPTY_TEMPLATE_VARIABLE] = empty;
}
