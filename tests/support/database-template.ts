import { createHash } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';

/**
 * A PGlite database with every migration applied, made once per Jest run (tests/support/jest-global-setup.ts) and
 * copied into each test file's data folder, so a test database opens without running the migrations again.
 */
export const TEMPLATE_VARIABLE = 'JEST_PGLITE_TEMPLATE';
export const TEMPLATE_PREFIX = 'compliance-pglite-template-';
/**
 * Beside it, the same database as created, before any migration: creating one (PostgreSQL's initdb in PGlite) costs
 * about ten seconds of processor time, opening a copy one.
 */
export const EMPTY_TEMPLATE_VARIABLE = 'JEST_PGLITE_EMPTY_TEMPLATE';

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

/** The template folder for these migrations and this PGlite: another migration or version names another folder. */
export function templateFolder(root: string): string {
  const hash = createHash('sha256');
  const migrations = join(root, 'lib', 'db', 'migrations');
  for (const file of filesUnder(migrations)) {
    hash.update(relative(migrations, file)).update('\0').update(readFileSync(file)).update('\0');
  }
  hash.update(readFileSync(join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json')));
  return join(tmpdir(), `${TEMPLATE_PREFIX}${hash.digest('hex').slice(0, 16)}`);
}

/** The folder of the empty database made with the migrated template (same name, `-empty` added). */
export function emptyTemplateFolder(template: string): string {
  return `${template}-empty`;
}

function copyTemplate(variable: string, dataFolder: string): void {
  const template = process.env[variable];
  if (template) cpSync(template, join(dataFolder, 'pglite'), { recursive: true });
}

/**
 * Copies the run's migrated template into DATA_DIR/pglite of `dataFolder`, where the product opens its database.
 * Without a template (Jest run without its global set-up) the folder stays empty and the migrations run as usual.
 */
export function copyDatabaseTemplate(dataFolder: string): void {
  copyTemplate(TEMPLATE_VARIABLE, dataFolder);
}

/**
 * Copies the run's empty database (created, no migration applied) into DATA_DIR/pglite of `dataFolder`, for tests of
 * migrations, of opening a database that has none yet, and of backups, whose subject is not creating a database.
 * Without a template the folder stays empty, and PGlite creates a database there when it is opened.
 */
export function copyEmptyDatabaseTemplate(dataFolder: string): void {
  copyTemplate(EMPTY_TEMPLATE_VARIABLE, dataFolder);
}

type FolderCopy = { dataFolder: string; databaseDir: string; remove: () => void };

function folderCopy(prefix: string, copy: (dataFolder: string) => void): FolderCopy {
  const dataFolder = mkdtempSync(join(tmpdir(), `${prefix}-`));
  copy(dataFolder);
  return {
    dataFolder,
    databaseDir: join(dataFolder, 'pglite'),
    remove: () => rmSync(dataFolder, { recursive: true, force: true }),
  };
}

/**
 * A new scratch folder holding a copy of the run's migrated template in `pglite`: a database to open without
 * creating one (seconds of PostgreSQL's initdb) or migrating it. `remove` deletes the folder.
 */
export function databaseFolderCopy(prefix: string): FolderCopy {
  return folderCopy(prefix, copyDatabaseTemplate);
}

/** A new scratch folder holding a copy of the run's empty database in `pglite` (see copyEmptyDatabaseTemplate). */
export function emptyDatabaseFolderCopy(prefix: string): FolderCopy {
  return folderCopy(prefix, copyEmptyDatabaseTemplate);
}
