import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, unlink } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { assertValidKey, type FileStorage, type StoredObject } from './types';

/** Errors that mean "nothing is stored under this key": it, or a folder on its way, is missing or not a file. */
const ABSENT = new Set(['ENOENT', 'ENOTDIR', 'EISDIR']);

function isAbsent(error: unknown): boolean {
  return ABSENT.has((error as NodeJS.ErrnoException).code ?? '');
}

/** Flushes a folder's entries (a rename) to disk; platforms that cannot open a folder (Windows) skip it. */
async function syncFolder(folder: string): Promise<void> {
  let handle;
  try {
    handle = await open(folder, 'r');
    await handle.sync();
  } catch {
    // Best effort: the file itself is already flushed.
  } finally {
    await handle?.close();
  }
}

/**
 * Files kept under `root` (DATA_DIR/files), one file per key. A put writes the bytes to a temporary file in the
 * same folder, flushes it and renames it over the key, so a reader or a crash sees the old bytes or the new ones,
 * never a part.
 */
export function createLocalStorage(root: string): FileStorage {
  const folder = resolve(root);
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(folder, key);
  };

  return {
    async put(key, bytes): Promise<StoredObject> {
      const target = pathOf(key);
      const targetFolder = dirname(target);
      await mkdir(targetFolder, { recursive: true });
      // '~' never appears in a key, so a temporary file can never be taken for a stored one.
      const draft = join(targetFolder, `${basename(target)}~${randomUUID()}.partial`);
      try {
        const handle = await open(draft, 'wx', 0o600);
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(draft, target);
      } catch (error) {
        await rm(draft, { force: true });
        throw error;
      }
      await syncFolder(targetFolder);
      return { key, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
    },

    async get(key) {
      try {
        const buffer = await readFile(pathOf(key));
        return new Uint8Array(buffer.buffer, buffer.byteOffset, buffer.byteLength);
      } catch (error) {
        if (isAbsent(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      try {
        await unlink(pathOf(key));
      } catch (error) {
        if (!isAbsent(error)) throw error;
      }
    },
  };
}
