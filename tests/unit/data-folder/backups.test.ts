/** @jest-environment node */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import {
  BACKUPS_KEPT,
  backupIsDue,
  backupsFolder,
  backupTime,
  listBackups,
  pruneBackups,
  restoreBackupInto,
  writeBackup,
} from '@/lib/data-folder/backups';
import { copyDatabaseTemplate } from '@/tests/support/database-template';

let folder: string;
beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'backups-test-'))));
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const nameAt = (iso: string, reason = 'daily') => `database-${iso.replace(/[:.]/g, '-')}-${reason}.tar.gz`;
function fakeBackups(isoTimes: string[]) {
  mkdirSync(backupsFolder(folder), { recursive: true });
  for (const iso of isoTimes) writeFileSync(join(backupsFolder(folder), nameAt(iso)), 'x');
}

async function rows(client: PGlite): Promise<string[]> {
  const result = await client.query<{ name: string }>('select name from things order by name');
  return result.rows.map((row) => row.name);
}

describe('writeBackup and restoreBackupInto', () => {
  it('round-trips: the restored database holds exactly the rows of the moment of the backup', async () => {
    copyDatabaseTemplate(folder);
    const client = await PGlite.create(join(folder, 'pglite'));
    await client.exec("create table things (name text); insert into things values ('a'), ('b')");
    const file = await writeBackup(client, folder, 'manual', new Date('2026-11-23T10:00:00.000Z'));
    await client.exec("insert into things values ('after the backup')");
    await client.close();

    expect(basename(file)).toBe('database-2026-11-23T10-00-00-000Z-manual.tar.gz');
    expect(readdirSync(backupsFolder(folder))).toEqual([basename(file)]);
    const restoredDir = join(folder, 'restored');
    await restoreBackupInto(file, restoredDir);
    const restored = await PGlite.create(restoredDir);
    expect(await rows(restored)).toEqual(['a', 'b']);
    await restored.close();
  }, 60_000);

  it('refuses to restore over a database folder that is not empty', async () => {
    const target = join(folder, 'pglite');
    mkdirSync(target);
    writeFileSync(join(target, 'PG_VERSION'), '17');
    fakeBackups(['2026-11-23T10:00:00.000Z']);
    await expect(restoreBackupInto(listBackups(folder)[0]!, target)).rejects.toThrow(/not empty/);
    expect(existsSync(join(target, 'PG_VERSION'))).toBe(true);
  });

  it('fails clearly on a file that is no backup and leaves no half-restored folder', async () => {
    const bogus = join(folder, 'bogus.tar.gz');
    writeFileSync(bogus, 'this is not a database dump');
    const target = join(folder, 'pglite');
    await expect(restoreBackupInto(bogus, target)).rejects.toThrow(/could not be restored/);
    expect(existsSync(target)).toBe(false);
  }, 60_000);
});

describe('the backups folder', () => {
  it('lists backups newest first and ignores other files', () => {
    fakeBackups(['2026-11-20T10:00:00.000Z', '2026-11-22T10:00:00.000Z', '2026-11-21T10:00:00.000Z']);
    writeFileSync(join(backupsFolder(folder), 'notes.txt'), 'x');
    writeFileSync(join(backupsFolder(folder), `${nameAt('2026-11-23T10:00:00.000Z')}.partial`), 'x');
    expect(listBackups(folder).map((file) => basename(file))).toEqual([
      nameAt('2026-11-22T10:00:00.000Z'),
      nameAt('2026-11-21T10:00:00.000Z'),
      nameAt('2026-11-20T10:00:00.000Z'),
    ]);
  });

  it(`keeps the newest ${BACKUPS_KEPT} when pruning`, () => {
    const days = Array.from({ length: 10 }, (_, i) => `2026-11-${String(10 + i).padStart(2, '0')}T03:00:00.000Z`);
    fakeBackups(days);
    pruneBackups(folder);
    expect(listBackups(folder).map((file) => backupTime(file)?.toISOString())).toEqual(days.slice(3).reverse());
  });

  it('reads the time of a backup from its name', () => {
    expect(backupTime(`/x/${nameAt('2026-11-23T10:11:12.345Z', 'pre-migration')}`)?.toISOString()).toBe('2026-11-23T10:11:12.345Z');
    expect(backupTime('/x/other.tar.gz')).toBeUndefined();
  });

  it('says a daily backup is due when there is none or the newest is a day old', () => {
    const day = 24 * 60 * 60 * 1000;
    const now = Date.parse('2026-11-23T12:00:00.000Z');
    expect(backupIsDue(folder, day, now)).toBe(true);
    fakeBackups(['2026-11-22T13:00:00.000Z']);
    expect(backupIsDue(folder, day, now)).toBe(false);
    expect(backupIsDue(folder, day, now + 60 * 60 * 1000)).toBe(true);
  });
});
