/** @jest-environment node */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { migrationsFolder, openDb } from '@/lib/db/client';
import { createDatabaseFolder, DatabaseOpenError, hasPendingMigrations, openFailureMessage } from '@/lib/db/pglite';
import { copyDatabaseTemplate, copyEmptyDatabaseTemplate } from '@/tests/support/database-template';

let folder: string;
beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'pglite-open-'))));
afterEach(() => rmSync(folder, { recursive: true, force: true }));

describe('opening the embedded database', () => {
  it('writes no backup for a new, empty database, and offers one once open', async () => {
    // Created as a new database is (the test below creates one), with no migration applied yet.
    copyEmptyDatabaseTemplate(folder);
    const opened = await openDb({ dataDir: join(folder, 'pglite'), dataFolder: folder });
    expect(existsSync(join(folder, 'backups'))).toBe(false);
    const file = await opened.backup!('manual');
    expect(file).toMatch(/backups\/database-.*-manual\.tar\.gz$/);
    await opened.close();
  }, 180_000);

  it('answers a damaged folder with the folder, the cause and the restore command for the newest backup', async () => {
    copyDatabaseTemplate(folder);
    const first = await openDb({ dataDir: join(folder, 'pglite'), dataFolder: folder });
    const backup = await first.backup!('manual');
    await first.close();
    writeFileSync(join(folder, 'pglite', 'global', 'pg_control'), Buffer.alloc(8192, 7));

    const failure = await openDb({ dataDir: join(folder, 'pglite'), dataFolder: folder }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(DatabaseOpenError);
    const message = (failure as Error).message;
    expect(message).toContain(`The embedded database in ${join(folder, 'pglite')} could not be opened`);
    expect(message).toContain(`npm run restore -- ${backup}`);
    expect(message).not.toContain('Aborted()');
  }, 180_000);
});

describe('creating a new database folder', () => {
  it('creates it in a child process, whole: the draft is renamed into place, and the database opens small', async () => {
    const dataDir = join(folder, 'pglite');
    mkdirSync(dataDir);
    await createDatabaseFolder(dataDir);
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim()).toMatch(/^\d+$/);
    expect(existsSync(`${dataDir}.creating`)).toBe(false);
    const opened = await openDb({ dataDir });
    const { rows } = await (opened.db as unknown as { $client: PGlite }).$client.query<{ shared_buffers: string }>('show shared_buffers');
    expect(rows[0]?.shared_buffers).toBe('32MB');
    await opened.close();
  }, 180_000);

  it('leaves a folder that holds files to PGlite', async () => {
    const dataDir = join(folder, 'pglite');
    mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'something'), 'x');
    await createDatabaseFolder(dataDir);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(false);
  });

  it('reports a failed creation with its cause, and leaves neither a draft nor a database behind', async () => {
    const dataDir = join(folder, 'missing', 'pglite');
    await expect(createDatabaseFolder(dataDir)).rejects.toThrow(/creating the database failed: .*ENOENT/s);
    expect(existsSync(`${dataDir}.creating`)).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  }, 180_000);
});

describe('openFailureMessage', () => {
  it('says when there is no backup to restore', () => {
    const message = openFailureMessage('/data/pglite', folder, new Error('boom'));
    expect(message).toContain('/data/pglite could not be opened and migrated: boom');
    expect(message).toContain(`No backup was found in ${folder}/backups.`);
  });
});

describe('hasPendingMigrations', () => {
  function migrationsWithOneMore(): string {
    const copy = join(folder, 'migrations');
    cpSync(migrationsFolder, copy, { recursive: true });
    const journalFile = join(copy, 'meta', '_journal.json');
    const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { idx: number; when: number; tag: string }[] };
    const last = journal.entries.at(-1)!;
    journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1000, tag: '9999_next' });
    writeFileSync(journalFile, JSON.stringify(journal));
    writeFileSync(join(copy, '9999_next.sql'), 'create table next_one (id integer);');
    return copy;
  }

  it('is false for an empty database and for one with every migration applied, true when one is newer', async () => {
    copyEmptyDatabaseTemplate(join(folder, 'new'));
    const empty = await PGlite.create(join(folder, 'new', 'pglite'));
    expect(await hasPendingMigrations(empty, migrationsFolder)).toBe(false);
    await empty.close();

    // The run's template has every migration applied; opening it must find nothing to apply.
    copyDatabaseTemplate(folder);
    const opened = await openDb({ dataDir: join(folder, 'pglite') });
    await opened.close();
    const client = await PGlite.create(join(folder, 'pglite'));
    expect(await hasPendingMigrations(client, migrationsFolder)).toBe(false);
    expect(await hasPendingMigrations(client, migrationsWithOneMore())).toBe(true);
    await client.close();
  }, 180_000);
});
