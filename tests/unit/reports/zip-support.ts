import { spawnSync } from 'node:child_process';
import { dirname, resolve, sep } from 'node:path';
import { createWriteStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { openPromise } from 'yauzl';
import { ZipFile } from 'yazl';

/** Every entry of a ZIP as path → bytes (test packages are small). */
export async function readZip(path: string): Promise<Map<string, Buffer>> {
  const zip = await openPromise(path, { lazyEntries: true });
  const contents = new Map<string, Buffer>();
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of await zip.openReadStreamPromise(entry)) chunks.push(chunk as Buffer);
    contents.set(entry.fileName, Buffer.concat(chunks));
  }
  return contents;
}

/** Flips one bit of an entry's data where it lies in the ZIP on disk, leaving every header as it was. */
export async function flipByteOf(zipPath: string, entryPath: string, at = 10): Promise<void> {
  const zip = await openPromise(zipPath, { lazyEntries: true, autoClose: false });
  let offset: number | undefined;
  for await (const entry of zip.eachEntry()) {
    if (entry.fileName !== entryPath) continue;
    const { fileDataStart } = await zip.readLocalFileHeaderPromise(entry, { minimal: true });
    offset = fileDataStart + Math.min(at, entry.compressedSize - 1);
  }
  zip.close();
  if (offset === undefined) throw new Error(`${entryPath} is not in ${zipPath}`);
  const bytes = readFileSync(zipPath);
  bytes[offset]! ^= 0x01;
  writeFileSync(zipPath, bytes);
}

/** Unpacks a ZIP into `folder` as an unzip program would, creating its subfolders; returns the files' paths. */
export async function unzipTo(zipPath: string, folder: string): Promise<string[]> {
  const paths: string[] = [];
  for (const [path, bytes] of await readZip(zipPath)) {
    if (path.endsWith('/')) continue;
    const target = resolve(folder, path);
    if (!target.startsWith(resolve(folder) + sep)) throw new Error(`${path} would unpack outside ${folder}`);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes);
    paths.push(path);
  }
  return paths;
}

/** Whether a command can be started on this machine (`--version` answers). */
export function hasCommand(command: string): boolean {
  const result = spawnSync(command, ['--version'], { encoding: 'utf8' });
  return !result.error && result.status === 0;
}

/** Builds a new ZIP from the entries of another, as someone tampering with a package would. */
export async function repack(from: string, to: string, change: (contents: Map<string, Buffer>) => void): Promise<void> {
  const contents = await readZip(from);
  change(contents);
  const zip = new ZipFile();
  for (const [path, bytes] of contents) zip.addBuffer(bytes, path);
  zip.end();
  await pipeline(zip.outputStream, createWriteStream(to));
}
