/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import fsPromises from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLocalStorage } from '@/lib/storage/local';
import { StorageError, type FileStorage } from '@/lib/storage/types';
import {
  allByteValues,
  allByteValuesStream,
  digestOf,
  failingStream,
  generatedDigest,
  generatedStream,
  MiB,
  readAll,
  watchedStream,
} from './streams';

let root: string;
let storage: FileStorage;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'local-storage-test-'));
  storage = createLocalStorage(root);
});
afterEach(() => {
  jest.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

const bytesOf = (text: string) => new TextEncoder().encode(text);
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
/** Every file under the root, as paths relative to it. */
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(folder.length + 1));

describe('createLocalStorage', () => {
  it('stores bytes under their key in the folder and gives them back, with their size and SHA-256', async () => {
    const bytes = new Uint8Array([0x00, 0xff, 0x10, 0x0a, 0x0d, 0x00, 0x7f]);
    const stored = await storage.put('org-1/evidence/scan.pdf', bytes, 'application/pdf');
    expect(stored).toEqual({ key: 'org-1/evidence/scan.pdf', size: 7, sha256: sha256(bytes) });
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(new Uint8Array(readFileSync(join(root, 'org-1', 'evidence', 'scan.pdf')))).toEqual(bytes);
    expect(await storage.get('org-1/evidence/scan.pdf')).toEqual(bytes);
  });

  it('stores an empty file and a larger one', async () => {
    expect(await storage.put('empty', new Uint8Array(), 'text/plain')).toEqual({ key: 'empty', size: 0, sha256: sha256(new Uint8Array()) });
    expect(await storage.get('empty')).toEqual(new Uint8Array());
    const large = new Uint8Array(3 * 1024 * 1024).map((_, index) => (index * 31) % 256);
    expect((await storage.put('large.bin', large, 'application/octet-stream')).size).toBe(large.length);
    // Compared as one buffer: element by element, Jest takes seconds over three million bytes.
    expect(Buffer.from((await storage.get('large.bin'))!).equals(large)).toBe(true);
  });

  it('overwrites a key', async () => {
    await storage.put('a/report.pdf', bytesOf('first version'), 'application/pdf');
    const second = await storage.put('a/report.pdf', bytesOf('second'), 'application/pdf');
    expect(second).toEqual({ key: 'a/report.pdf', size: 6, sha256: sha256(bytesOf('second')) });
    expect(await storage.get('a/report.pdf')).toEqual(bytesOf('second'));
  });

  it('answers null for a key with nothing under it, even when a folder stands on its way', async () => {
    expect(await storage.get('missing.pdf')).toBeNull();
    expect(await storage.get('no/such/folder.pdf')).toBeNull();
    await storage.put('file', bytesOf('x'), 'text/plain');
    await storage.put('folder/inside', bytesOf('y'), 'text/plain');
    expect(await storage.get('file/below')).toBeNull();
    expect(await storage.get('folder')).toBeNull();
  });

  it('deletes a key, and deleting it again (or a key never stored) is no error', async () => {
    await storage.put('a/b.png', bytesOf('png'), 'image/png');
    await storage.put('a/c.png', bytesOf('other'), 'image/png');
    await storage.delete('a/b.png');
    expect(await storage.get('a/b.png')).toBeNull();
    await expect(storage.delete('a/b.png')).resolves.toBeUndefined();
    await expect(storage.delete('never/stored')).resolves.toBeUndefined();
    expect(await storage.get('a/c.png')).toEqual(bytesOf('other'));
  });

  it.each(['../x', '/abs', 'a//b', 'a/../b', '', 'a/', '.', 'a/./b', '..', 'a\\b', 'a b', 'x'.repeat(256), 'nul\0byte', 'é.pdf'])(
    'refuses the key %j on put, get and delete',
    async (key) => {
      await expect(storage.put(key, bytesOf('x'), 'text/plain')).rejects.toThrow(StorageError);
      await expect(storage.get(key)).rejects.toThrow(StorageError);
      await expect(storage.delete(key)).rejects.toThrow(StorageError);
      expect(filesUnder(root)).toEqual([]);
    },
  );

  it('names the error StorageError', async () => {
    await expect(storage.get('../etc/passwd')).rejects.toMatchObject({ name: 'StorageError' });
  });

  it('leaves no temporary file behind after a put', async () => {
    await storage.put('a/one.pdf', bytesOf('1'), 'application/pdf');
    await storage.put('a/one.pdf', bytesOf('2'), 'application/pdf');
    await storage.put('two.pdf', bytesOf('3'), 'application/pdf');
    expect(filesUnder(root).sort()).toEqual(['a/one.pdf', 'two.pdf']);
  });

  it('keeps the previous bytes, and no temporary file, when a write fails before it is complete', async () => {
    await storage.put('policy.pdf', bytesOf('the approved version'), 'application/pdf');
    const rename = jest.spyOn(fsPromises, 'rename').mockRejectedValueOnce(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
    await expect(storage.put('policy.pdf', bytesOf('a new version'), 'application/pdf')).rejects.toThrow('disk full');
    expect(rename).toHaveBeenCalledTimes(1);
    expect(await storage.get('policy.pdf')).toEqual(bytesOf('the approved version'));
    expect(filesUnder(root)).toEqual(['policy.pdf']);
  });

  it('fails without touching anything when the key names a folder', async () => {
    mkdirSync(join(root, 'taken', 'folder'), { recursive: true });
    writeFileSync(join(root, 'taken', 'folder', 'kept.txt'), 'kept');
    await expect(storage.put('taken/folder', bytesOf('new'), 'text/plain')).rejects.toThrow();
    expect(readFileSync(join(root, 'taken', 'folder', 'kept.txt'), 'utf8')).toBe('kept');
    expect(filesUnder(root)).toEqual(['taken/folder/kept.txt']);
  });

  describe('streaming', () => {
    it('stores a stream of many chunks without the whole in memory, and streams it back with the same size and SHA-256', async () => {
      const expected = generatedDigest(20, MiB);
      const stored = await storage.putStream('org-1/auditor/package.zip', generatedStream(20, MiB), 'application/zip');
      expect(stored).toEqual({ key: 'org-1/auditor/package.zip', ...expected });
      expect(stored.size).toBe(20 * MiB);
      const file = statSync(join(root, 'org-1', 'auditor', 'package.zip'));
      expect(file.size).toBe(20 * MiB);
      expect(file.mode & 0o777).toBe(0o600);
      expect(filesUnder(root)).toEqual(['org-1/auditor/package.zip']);

      const opened = await storage.openRead('org-1/auditor/package.zip');
      expect(opened?.size).toBe(20 * MiB);
      expect(await digestOf(opened!.stream)).toEqual(expected);
    });

    it('round-trips every byte value, and an empty stream', async () => {
      const bytes = allByteValues();
      expect(await storage.putStream('bytes.bin', allByteValuesStream(), 'application/octet-stream')).toEqual({
        key: 'bytes.bin',
        size: 512,
        sha256: sha256(bytes),
      });
      expect(await storage.get('bytes.bin')).toEqual(bytes);
      const opened = await storage.openRead('bytes.bin');
      expect(opened?.size).toBe(512);
      expect(await readAll(opened!.stream)).toEqual(bytes);

      expect(await storage.putStream('empty', generatedStream(0, 1), 'text/plain')).toEqual({
        key: 'empty',
        size: 0,
        sha256: sha256(new Uint8Array()),
      });
      const empty = await storage.openRead('empty');
      expect(empty?.size).toBe(0);
      expect(await readAll(empty!.stream)).toEqual(new Uint8Array());
    });

    it('overwrites a key, and what put stored', async () => {
      await storage.put('report.zip', bytesOf('by put'), 'application/zip');
      await storage.putStream('report.zip', allByteValuesStream(), 'application/zip');
      expect(await storage.get('report.zip')).toEqual(allByteValues());
      expect(filesUnder(root)).toEqual(['report.zip']);
    });

    it('rejects when the source fails midway and keeps nothing, not even a temporary file', async () => {
      await expect(storage.putStream('org/broken.zip', failingStream(3, MiB), 'application/zip')).rejects.toThrow('connection reset');
      expect(await storage.get('org/broken.zip')).toBeNull();
      expect(await storage.openRead('org/broken.zip')).toBeNull();
      expect(filesUnder(root)).toEqual([]);
    });

    it('keeps the previous bytes when the source fails or the rename fails', async () => {
      await storage.put('policy.zip', bytesOf('the approved version'), 'application/zip');
      await expect(storage.putStream('policy.zip', failingStream(2, 1000), 'application/zip')).rejects.toThrow('connection reset');
      const rename = jest.spyOn(fsPromises, 'rename').mockRejectedValueOnce(Object.assign(new Error('disk full'), { code: 'ENOSPC' }));
      await expect(storage.putStream('policy.zip', allByteValuesStream(), 'application/zip')).rejects.toThrow('disk full');
      expect(rename).toHaveBeenCalledTimes(1);
      expect(await storage.get('policy.zip')).toEqual(bytesOf('the approved version'));
      expect(filesUnder(root)).toEqual(['policy.zip']);
    });

    it('fails without touching anything when the key names a folder', async () => {
      mkdirSync(join(root, 'taken', 'folder'), { recursive: true });
      writeFileSync(join(root, 'taken', 'folder', 'kept.txt'), 'kept');
      await expect(storage.putStream('taken/folder', allByteValuesStream(), 'text/plain')).rejects.toThrow();
      expect(filesUnder(root)).toEqual(['taken/folder/kept.txt']);
    });

    it('answers null from openRead when nothing is stored under the key, even when a folder stands on its way', async () => {
      expect(await storage.openRead('missing.zip')).toBeNull();
      expect(await storage.openRead('no/such/folder.zip')).toBeNull();
      await storage.put('file', bytesOf('x'), 'text/plain');
      await storage.put('folder/inside', bytesOf('y'), 'text/plain');
      expect(await storage.openRead('file/below')).toBeNull();
      expect(await storage.openRead('folder')).toBeNull();
    });

    it.each(['../x', '/abs', 'a//b', 'a/../b', '', 'a/', '.', 'x'.repeat(256), 'é.zip'])(
      'refuses the key %j on putStream, before reading the source, and on openRead',
      async (key) => {
        const source = watchedStream();
        await expect(storage.putStream(key, source.stream, 'application/zip')).rejects.toThrow(StorageError);
        expect(source.wasRead()).toBe(false);
        await expect(storage.openRead(key)).rejects.toThrow(StorageError);
        expect(filesUnder(root)).toEqual([]);
      },
    );
  });
});
