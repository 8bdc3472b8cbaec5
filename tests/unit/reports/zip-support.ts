import { readFileSync, writeFileSync } from 'node:fs';
import { openPromise } from 'yauzl';

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
