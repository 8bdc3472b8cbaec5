import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TEMPLATE_PREFIX, TEMPLATE_VARIABLE, templateFolder } from './database-template';

/** Templates of other migrations unused this long are removed; a run of another branch may still be copying one. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

function removeStaleTemplates(current: string): void {
  for (const name of readdirSync(tmpdir())) {
    const folder = join(tmpdir(), name);
    if (!name.startsWith(TEMPLATE_PREFIX) || folder === current) continue;
    try {
      if (Date.now() - statSync(folder).mtimeMs > STALE_AFTER_MS) rmSync(folder, { recursive: true, force: true });
    } catch {
      // Removed meanwhile by another run.
    }
  }
}

/** Opens a new database in `dataFolder` through the product's own code (tests/support/build-database-template.ts). */
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
 * Makes, before any worker starts, the migrated PGlite database that each test file copies (see database-template.ts).
 * It is filled in a folder of its own and renamed into place, so a template that exists is complete; a second run
 * with the same migrations reuses it.
 */
export default async function globalSetup(): Promise<void> {
  const template = templateFolder(process.cwd());
  if (existsSync(template)) {
    const now = new Date();
    utimesSync(template, now, now);
  } else {
    const draft = mkdtempSync(`${template}.draft-`);
    try {
      await migrateInChild(draft);
      renameSync(join(draft, 'pglite'), template);
    } catch (error) {
      // Another run that started at the same time renamed its own template first: both are the same.
      if (!existsSync(template)) throw error;
    } finally {
      rmSync(draft, { recursive: true, force: true });
    }
  }
  removeStaleTemplates(template);
  process.env[TEMPLATE_VARIABLE] = template;
}
