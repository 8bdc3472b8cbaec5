/** @jest-environment node */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { DataFolderInUseError, folderHolder, lockDataFolder, type LockOwner } from '@/lib/data-folder/lock';

let folder: string;
beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'lock-test-'))));
afterEach(() => rmSync(folder, { recursive: true, force: true }));

const lockFile = () => join(folder, 'server.lock');
const owner = (fields: Partial<LockOwner>): LockOwner => ({
  pid: 1,
  host: hostname(),
  processStart: null,
  since: '2026-01-01T00:00:00.000Z',
  command: 'next-server',
  ...fields,
});
const writeOwner = (fields: Partial<LockOwner>) => writeFileSync(lockFile(), JSON.stringify(owner(fields)));
const readOwner = () => JSON.parse(readFileSync(lockFile(), 'utf8')) as LockOwner;

/** The pid of a process that has exited (so no live process holds it, barring reuse). */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('lockDataFolder', () => {
  it('writes this process as the owner and refuses a second lock while it holds the folder', () => {
    const lock = lockDataFolder(folder, 'first');
    expect(readOwner()).toMatchObject({ pid: process.pid, host: hostname(), command: 'first' });
    expect(() => lockDataFolder(folder, 'second')).toThrow(DataFolderInUseError);
    expect(readOwner().command).toBe('first');
    lock.release();
    expect(existsSync(lockFile())).toBe(false);
  });

  it('refuses while another live process holds it, naming the folder and that process', async () => {
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      await new Promise((done) => child.once('spawn', done));
      writeOwner({ pid: child.pid });
      let error: unknown;
      try {
        lockDataFolder(folder);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(DataFolderInUseError);
      expect((error as Error).message).toContain(folder);
      expect((error as Error).message).toContain(`process ${child.pid}`);
      expect(folderHolder(folder)?.pid).toBe(child.pid);
      expect(readOwner().pid).toBe(child.pid);
    } finally {
      child.kill('SIGKILL');
    }
  });

  it('takes over a lock left by a process that no longer runs', () => {
    writeOwner({ pid: deadPid() });
    expect(folderHolder(folder)).toBeUndefined();
    const lock = lockDataFolder(folder);
    expect(readOwner().pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock whose pid now belongs to another process (a restarted container reuses pids)', () => {
    writeOwner({ pid: process.pid, processStart: 'another-start' });
    const lock = lockDataFolder(folder);
    expect(readOwner()).toMatchObject({ pid: process.pid, command: expect.any(String) });
    expect(readOwner().processStart).not.toBe('another-start');
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    writeFileSync(lockFile(), 'not json');
    lockDataFolder(folder).release();
  });

  it('refuses a lock held on another host, which it cannot check', () => {
    writeOwner({ pid: deadPid(), host: 'another-host' });
    expect(() => lockDataFolder(folder)).toThrow(/in use by process \d+ on another-host/);
    expect(folderHolder(folder)?.host).toBe('another-host');
  });

  it('release leaves a lock that another process has taken since', () => {
    const lock = lockDataFolder(folder);
    writeOwner({ pid: deadPid(), since: 'later' });
    lock.release();
    expect(readOwner().since).toBe('later');
  });

  it('creates the folder when it does not exist yet and leaves no draft file behind', () => {
    const nested = join(folder, 'new', 'data');
    const lock = lockDataFolder(nested);
    expect(existsSync(join(nested, 'server.lock'))).toBe(true);
    expect(spawnSync('ls', [nested], { encoding: 'utf8' }).stdout.trim()).toBe('server.lock');
    lock.release();
  });
});
