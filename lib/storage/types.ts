/** What was stored under a key: its size in bytes and the SHA-256 of its bytes (lower-case hex). */
export type StoredObject = { key: string; size: number; sha256: string };

/** Uploaded files, kept by key in a folder on disk or in an S3 bucket. */
export interface FileStorage {
  /** Stores the bytes under key (overwrites); answers only once the bytes are durable. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<StoredObject>;
  /**
   * Stores what source gives under key (overwrites) without holding it in memory, for files larger than it (an
   * auditor package). Size and SHA-256 are taken while the bytes pass; answers only once they are durable. When the
   * source or the write fails it rejects and the key keeps what it had before: no part of the new bytes is kept.
   */
  putStream(key: string, source: NodeJS.ReadableStream, contentType: string): Promise<StoredObject>;
  /** The bytes under key, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /**
   * The bytes under key as a stream, with their size (for Content-Length), or null when there is none; serves a
   * file larger than memory. The caller reads the stream to its end or destroys it, which releases the file or the
   * connection it holds.
   */
  openRead(key: string): Promise<{ stream: NodeJS.ReadableStream; size: number } | null>;
  /** Removes key; no error when it is already gone. */
  delete(key: string): Promise<void>;
}

/** Thrown for a key that is not valid; the message says which rule it breaks. */
export class StorageError extends Error {
  override name = 'StorageError';
}

const SEGMENT = /^[A-Za-z0-9._-]+$/;
/** S3 allows keys of up to 1024 bytes and most file systems names of up to 255. */
const MAX_KEY_LENGTH = 1024;
const MAX_SEGMENT_LENGTH = 255;

/**
 * Throws StorageError unless key is a relative path of segments made of letters, digits, '.', '_' and '-'
 * joined by '/', none of them '.' or '..': such a key names a file inside the storage's folder and nowhere else.
 */
export function assertValidKey(key: string): void {
  if (key.length === 0) throw new StorageError('A storage key must not be empty.');
  if (key.length > MAX_KEY_LENGTH) throw new StorageError(`A storage key must be at most ${MAX_KEY_LENGTH} characters long.`);
  for (const segment of key.split('/')) {
    if (segment.length === 0) throw new StorageError(`The storage key "${key}" has an empty segment (a leading, trailing or double '/').`);
    if (!SEGMENT.test(segment)) {
      throw new StorageError(`The storage key "${key}" may hold only letters, digits, '.', '_', '-' and '/'.`);
    }
    if (/^\.+$/.test(segment)) throw new StorageError(`The storage key "${key}" must not have a segment made only of dots.`);
    if (segment.length > MAX_SEGMENT_LENGTH) {
      throw new StorageError(`Each segment of a storage key must be at most ${MAX_SEGMENT_LENGTH} characters long.`);
    }
  }
}
