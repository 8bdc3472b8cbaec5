/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readTar, TarError, tarStream, type TarEntry } from '@/lib/data-folder/tar';

let folder: string;
beforeEach(() => (folder = mkdtempSync(join(tmpdir(), 'tar-test-'))));
afterEach(() => rmSync(folder, { recursive: true, force: true }));

async function bytesOf(entries: TarEntry[]): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of tarStream(entries)) parts.push(part);
  return Buffer.concat(parts);
}

/** Reads an archive fed in chunks of `chunkSize` bytes; returns each entry's name and content. */
async function read(archive: Buffer, chunkSize = 100): Promise<[string, string][]> {
  const found: [string, string][] = [];
  async function* chunks() {
    for (let at = 0; at < archive.length; at += chunkSize) yield archive.subarray(at, at + chunkSize);
  }
  await readTar(chunks(), (name) => {
    if (name.endsWith('/')) {
      found.push([name, '']);
      return undefined;
    }
    const parts: Buffer[] = [];
    return { write: (chunk) => parts.push(Buffer.from(chunk)), end: () => void found.push([name, Buffer.concat(parts).toString()]) };
  });
  return found;
}

describe('tar archives of backups', () => {
  it('round-trip folders, bytes, blobs, files on disk and names longer than 100 bytes, however the stream is cut', async () => {
    const onDisk = join(folder, 'on-disk.txt');
    writeFileSync(onDisk, 'from disk '.repeat(100));
    const long = `files/${'a'.repeat(120)}/${'b'.repeat(30)}.pdf`;
    const archive = await bytesOf([
      { name: 'files/' },
      { name: 'memory.txt', bytes: Buffer.from('in memory') },
      { name: 'blob.txt', bytes: new Blob(['from a blob']) },
      { name: 'empty.txt', bytes: new Uint8Array(0) },
      { name: 'files/disk.txt', path: onDisk, size: 1000 },
      { name: long, bytes: Buffer.from('long') },
    ]);
    const expected = [
      ['files/', ''],
      ['memory.txt', 'in memory'],
      ['blob.txt', 'from a blob'],
      ['empty.txt', ''],
      ['files/disk.txt', 'from disk '.repeat(100)],
      [long, 'long'],
    ];
    for (const chunkSize of [1, 100, 512, 100_000]) expect(await read(archive, chunkSize)).toEqual(expected);
  });

  it('skips the entries no sink is given for', async () => {
    const archive = await bytesOf([
      { name: 'skip.txt', bytes: Buffer.from('x'.repeat(700)) },
      { name: 'keep.txt', bytes: Buffer.from('kept') },
    ]);
    const kept: string[] = [];
    await readTar([archive], (name) =>
      name === 'keep.txt' ? { write: (chunk) => void kept.push(chunk.toString()), end: () => undefined } : undefined,
    );
    expect(kept).toEqual(['kept']);
  });

  it('refuses bytes that are no archive, and one cut short', async () => {
    await expect(readTar([Buffer.alloc(1024, 7)], () => undefined)).rejects.toThrow(TarError);
    const archive = await bytesOf([{ name: 'a.txt', bytes: Buffer.from('x'.repeat(2000)) }]);
    await expect(readTar([archive.subarray(0, 1500)], () => undefined)).rejects.toThrow(/incomplete/);
  });

  it('fails when a file on disk changed size after it was listed', async () => {
    const onDisk = join(folder, 'grew.txt');
    writeFileSync(onDisk, 'longer than listed');
    await expect(bytesOf([{ name: 'grew.txt', path: onDisk, size: 3 }])).rejects.toThrow(/changed size/);
  });
});
