/** @jest-environment node */
import {
  createReadStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createGunzip, gzipSync } from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { backupHoldsFiles, backupsFolder, filesFolder, restoreBackupInto, writeBackup } from '@/lib/data-folder/backups';
import { readTar, tarStream, type TarEntry } from '@/lib/data-folder/tar';
import { copyDatabaseTemplate } from '@/tests/support/database-template';

// Backups hold the stored files (DATA_DIR/files) as well as the database, and a restore brings both back.

/**
 * One database for the file's backups (a copy of the run's template: creating one takes seconds) with a row of its
 * own. A backup's database need not live in the data folder it is written to, so each test backs it up into a data
 * folder of its own.
 */
let database: { folder: string; client: PGlite };
beforeAll(async () => {
  const databaseFolder = mkdtempSync(join(tmpdir(), 'backup-files-db-'));
  copyDatabaseTemplate(databaseFolder);
  const client = await PGlite.create(join(databaseFolder, 'pglite'));
  await client.exec("create table things (name text); insert into things values ('kept')");
  database = { folder: databaseFolder, client };
}, 60_000);
afterAll(async () => {
  await database?.client.close();
  if (database) rmSync(database.folder, { recursive: true, force: true });
});

let folder: string;
let restoredClient: PGlite | undefined;
beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'backup-files-'))));
afterEach(async () => {
  await restoredClient?.close();
  restoredClient = undefined;
  rmSync(folder, { recursive: true, force: true });
});

/** A key longer than tar's 100-byte name field, in nested folders, as report and evidence keys can be. */
const longKey = `organizations/${'o'.repeat(40)}/evidence/${'e'.repeat(40)}/files/${'f'.repeat(60)}.pdf`;

function store(key: string, content: string | Buffer): void {
  const file = join(filesFolder(folder), key);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

/** Every stored file under `root`, by key, with its content. */
function storedFiles(root: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (relative: string) => {
    for (const entry of readdirSync(join(root, relative), { withFileTypes: true })) {
      const key = relative ? `${relative}/${entry.name}` : entry.name;
      if (entry.isDirectory()) walk(key);
      else found[key] = readFileSync(join(root, key)).toString('base64');
    }
  };
  walk('');
  return found;
}

/** The file's database, with its row 'kept'. */
const databaseWithRow = async (): Promise<PGlite> => database.client;

describe('backups with the stored files', () => {
  it('hold the files of the moment of the backup, and a restore brings them and the database back', async () => {
    const binary = Buffer.from(Array.from({ length: 70_000 }, (_, i) => (i * 7) % 256));
    store('reports/one.pdf', binary);
    store(longKey, 'long name');
    store('evidence/empty.txt', '');
    store('evidence/upload.pdf~0123.partial', 'an upload under way');
    const db = await databaseWithRow();
    const file = await writeBackup(db, folder, 'manual');
    store('reports/after.pdf', 'written after the backup');
    unlinkSync(join(filesFolder(folder), longKey));
    await db.exec("insert into things values ('written after the backup')");

    expect(readdirSync(backupsFolder(folder))).toHaveLength(1);
    expect(await backupHoldsFiles(file)).toBe(true);
    const target = join(folder, 'restored');
    const restored = await restoreBackupInto(file, join(target, 'pglite'), join(target, 'files'));
    expect(restored).toEqual({ files: 3 });
    expect(storedFiles(join(target, 'files'))).toEqual({
      'reports/one.pdf': binary.toString('base64'),
      [longKey]: Buffer.from('long name').toString('base64'),
      'evidence/empty.txt': '',
    });
    restoredClient = await PGlite.create(join(target, 'pglite'));
    expect((await restoredClient.query<{ name: string }>('select name from things')).rows).toEqual([{ name: 'kept' }]);
  }, 60_000);

  it('hold an empty files folder when nothing is stored yet, which a restore creates', async () => {
    const file = await writeBackup(await databaseWithRow(), folder, 'daily');
    const target = join(folder, 'restored');
    expect(await restoreBackupInto(file, join(target, 'pglite'), join(target, 'files'))).toEqual({ files: 0 });
    expect(readdirSync(join(target, 'files'))).toEqual([]);
  }, 60_000);

  it('refuses to restore over a files folder that holds files, and restores nothing then', async () => {
    store('reports/one.pdf', 'x');
    const file = await writeBackup(await databaseWithRow(), folder, 'manual');
    await expect(restoreBackupInto(file, join(folder, 'restored'), filesFolder(folder))).rejects.toThrow(/not empty/);
    expect(existsSync(join(folder, 'restored'))).toBe(false);
  }, 60_000);

  it('still restore a backup written before backups held the files (the dump alone), leaving the files alone', async () => {
    const db = await databaseWithRow();
    const legacy = join(folder, 'legacy.tar.gz');
    writeFileSync(legacy, Buffer.from(await (await db.dumpDataDir('gzip')).arrayBuffer()));
    expect(await backupHoldsFiles(legacy)).toBe(false);
    const target = join(folder, 'restored');
    expect(await restoreBackupInto(legacy, join(target, 'pglite'), join(target, 'files'))).toEqual({ files: null });
    expect(existsSync(join(target, 'files'))).toBe(false);
  }, 60_000);

  it('remove the half-restored database and files when the database in a backup does not open', async () => {
    store('reports/one.pdf', 'x');
    const file = await writeBackup(await databaseWithRow(), folder, 'manual');
    // Same archive, but the database dump replaced by bytes that are no database.
    const entries: TarEntry[] = [];
    await readTar(createReadStream(file).pipe(createGunzip()), (name) => {
      const entry: TarEntry = { name };
      const chunks: Buffer[] = [];
      entries.push(entry);
      return name.endsWith('/') ? undefined : { write: (chunk) => chunks.push(chunk), end: () => (entry.bytes = Buffer.concat(chunks)) };
    });
    expect(entries.map((entry) => entry.name)).toEqual(['database.tar', 'files/', 'files/reports/one.pdf']);
    entries[0]!.bytes = Buffer.from('no database');
    const parts: Buffer[] = [];
    for await (const part of tarStream(entries)) parts.push(part);
    const broken = join(folder, 'broken.tar.gz');
    writeFileSync(broken, gzipSync(Buffer.concat(parts)));

    const target = join(folder, 'restored');
    await expect(restoreBackupInto(broken, join(target, 'pglite'), join(target, 'files'))).rejects.toThrow(/could not be restored/);
    expect(existsSync(join(target, 'pglite'))).toBe(false);
    expect(existsSync(join(target, 'files'))).toBe(false);
  }, 60_000);
});
