import { createHash, randomUUID } from 'node:crypto';
import { mkdir, open, readFile, rename, rm, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { DigestStream } from './digest';
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
 * Lets `write` fill a temporary file in the target's folder, flushes it and renames it over the target, so a reader
 * or a crash sees the old bytes or the new ones, never a part. On failure the temporary file is removed and the
 * target keeps its old bytes.
 */
async function writeWhole(target: string, write: (handle: FileHandle) => Promise<void>): Promise<void> {
  const targetFolder = dirname(target);
  await mkdir(targetFolder, { recursive: true });
  // '~' never appears in a key, so a temporary file can never be taken for a stored one.
  const draft = join(targetFolder, `${basename(target)}~${randomUUID()}.partial`);
  try {
    const handle = await open(draft, 'wx', 0o600);
    try {
      await write(handle);
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
}

/** Files kept under `root` (DATA_DIR/files), one file per key, each written whole (see writeWhole). */
export function createLocalStorage(root: string): FileStorage {
  const folder = resolve(root);
  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(folder, key);
  };

  return {
    async put(key, bytes): Promise<StoredObject> {
      await writeWhole(pathOf(key), (handle) => handle.writeFile(bytes));
      return { key, size: bytes.byteLength, sha256: createHash('sha256').update(bytes).digest('hex') };
    },

    async putStream(key, source): Promise<StoredObject> {
      const target = pathOf(key);
      const digest = new DigestStream();
      // Chunk by chunk through writeWhole's handle, not a write stream: that would close the handle before the flush.
      await writeWhole(target, (handle) =>
        pipeline(source, digest, async (chunks: AsyncIterable<Buffer>) => {
          for await (const chunk of chunks) await handle.writeFile(chunk);
        }),
      );
      return { key, ...digest.digest() };
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

    async openRead(key) {
      const handle = await open(pathOf(key), 'r').catch((error: unknown) => {
        if (isAbsent(error)) return null;
        throw error;
      });
      if (!handle) return null;
      // Size and stream come from the same open file, so a put renaming new bytes over the key cannot split them.
      const stats = await handle.stat().catch(async (error: unknown) => {
        await handle.close();
        throw error;
      });
      if (!stats.isFile()) {
        await handle.close();
        return null;
      }
      return { stream: handle.createReadStream(), size: stats.size };
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
