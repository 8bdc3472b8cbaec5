/**
 * The one door to a ZIP-based file someone else made (an .xlsx, an auditor package): entries are inflated as a
 * stream, a chunk at a time, and counted against `UnpackLimits` as they come, so a file whose directory understates
 * what it holds (a ZIP bomb) is stopped after at most one chunk past a limit, whatever it claims. A reader that must
 * load the whole file in memory (exceljs, jszip) calls `checkUnpacking` first and reads the bytes only once they pass.
 */
import { pipeline, type Readable } from 'node:stream';
import { createInflateRaw } from 'node:zlib';
import { fromBuffer, open, type Entry, type Options, type ZipFile } from 'yauzl';
import { UnpackBudget, UnpackLimitError, UnreadableZipError, type UnpackLimits } from './unpack-limits';
import { assertWholeDirectoryRead, directoryHeaderBytes, plainEndRecord } from './zip-layout';

const STORED = 0;
const DEFLATED = 8;

// validateEntrySizes off: yauzl would stop at the size the directory states and call the file damaged; the sizes
// are compared here instead, after the limits, so a bomb is named a bomb.
const OPTIONS: Options = { lazyEntries: true, autoClose: false, validateEntrySizes: false };

// Errors from Node's own modules may come from another realm (as under Jest), so `instanceof Error` is not enough.
const messageOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string' ? error.message : String(error);

/** Limit refusals pass as they are; anything else yauzl or zlib raised means the file is damaged. */
function asZipError(error: unknown): Error {
  if (error instanceof UnpackLimitError || error instanceof UnreadableZipError) return error;
  return new UnreadableZipError(messageOf(error), error);
}

const opened = (make: (callback: (error: Error | null, zip: ZipFile) => void) => void) =>
  new Promise<ZipFile>((resolve, reject) => make((error, zip) => (error ? reject(asZipError(error)) : resolve(zip))));

const sizeDisagreement = (entry: Entry, unpacked: number) =>
  `${entry.fileName} unpacks to ${unpacked} bytes, not the ${entry.uncompressedSize} its directory states`;

export class BoundedZip {
  private constructor(
    private readonly zip: ZipFile,
    readonly budget: UnpackBudget,
  ) {
    // Iterating entries stops listening for errors; one raised later (closing the file) must not end the process.
    zip.on('error', () => {});
  }

  static async fromBytes(bytes: Uint8Array, limits: UnpackLimits): Promise<BoundedZip> {
    const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    return new BoundedZip(await opened((callback) => fromBuffer(buffer, OPTIONS, callback)), new UnpackBudget(limits));
  }

  static async fromFile(path: string, limits: UnpackLimits): Promise<BoundedZip> {
    return new BoundedZip(await opened((callback) => open(path, OPTIONS, callback)), new UnpackBudget(limits));
  }

  /** Every entry in the directory's order, each counted against the entry limit and its stated size checked. */
  async *entries(): AsyncGenerator<Entry> {
    const { limits } = this.budget;
    // The count the end of the directory states: far too many is refused before the directory is read.
    if (this.zip.entryCount > limits.entries) throw new UnpackLimitError('entries', limits.entries, 0);
    try {
      for await (const entry of this.zip.eachEntry()) {
        this.budget.startEntry(entry.uncompressedSize);
        yield entry;
      }
    } catch (error) {
      throw asZipError(error);
    }
  }

  /**
   * The entry's content, inflated a chunk at a time and counted against the limits. Throws an `UnpackLimitError`
   * at the first limit passed, or an `UnreadableZipError` for damaged data or, at its end, for a size other than the
   * directory states (unless `statedSize` is 'unchecked': the caller then compares, to name a later limit first).
   */
  async *read(entry: Entry, { statedSize = 'checked' }: { statedSize?: 'checked' | 'unchecked' } = {}): AsyncGenerator<Buffer> {
    if (entry.isEncrypted()) throw new UnreadableZipError(`${entry.fileName} is encrypted`);
    const method = entry.compressionMethod;
    if (method !== STORED && method !== DEFLATED) throw new UnreadableZipError(`${entry.fileName} uses compression method ${method}`);
    let raw: Readable;
    try {
      raw = await this.zip.openReadStreamPromise(entry, method === DEFLATED ? { decompress: false } : {});
    } catch (error) {
      throw asZipError(error);
    }
    const inflater = method === DEFLATED ? createInflateRaw() : null;
    const content: Readable = inflater ? pipeline(raw, inflater, () => {}) : raw;
    let entryBytes = 0;
    try {
      for await (const chunk of content as AsyncIterable<Buffer>) {
        entryBytes += chunk.length;
        // bytesWritten: the compressed bytes zlib has consumed, so the ratio is of what was read, not of what is left.
        this.budget.take(chunk.length, entryBytes, inflater ? inflater.bytesWritten : entryBytes);
        yield chunk;
      }
    } catch (error) {
      throw asZipError(error);
    } finally {
      inflater?.destroy();
      raw.destroy();
    }
    if (statedSize === 'checked' && entryBytes !== entry.uncompressedSize)
      throw new UnreadableZipError(sizeDisagreement(entry, entryBytes));
  }

  close(): void {
    this.zip.close();
  }
}

/**
 * Inflates every entry of a ZIP held in memory, keeping none of it, and throws at the first limit passed (or when the
 * file is no readable ZIP, or laid out so that jszip would read other entries: see zip-layout.ts). Once it returns,
 * the bytes unpack to no more than the limits and every entry to the size its directory states, so a reader that
 * trusts those sizes (jszip, exceljs) may load them.
 */
export async function checkUnpacking(bytes: Uint8Array, limits: UnpackLimits): Promise<{ entries: number; unpackedBytes: number }> {
  const end = plainEndRecord(bytes);
  const zip = await BoundedZip.fromBytes(bytes, limits);
  let entries = 0;
  let headerBytes = 0;
  // A size that disagrees is reported once every entry is read: a bomb lying about several entries is named a bomb.
  let disagreement: string | undefined;
  try {
    for await (const entry of zip.entries()) {
      entries += 1;
      headerBytes += directoryHeaderBytes(entry);
      let entryBytes = 0;
      for await (const chunk of zip.read(entry, { statedSize: 'unchecked' })) entryBytes += chunk.length;
      if (entryBytes !== entry.uncompressedSize) disagreement ??= sizeDisagreement(entry, entryBytes);
    }
  } finally {
    zip.close();
  }
  assertWholeDirectoryRead(end, headerBytes);
  if (disagreement) throw new UnreadableZipError(disagreement);
  return { entries, unpackedBytes: zip.budget.unpackedBytes };
}

export {
  RATIO_GRACE_BYTES,
  unpackLimitMessage,
  UnpackLimitError,
  UnreadableZipError,
  type UnpackLimit,
  type UnpackLimits,
} from './unpack-limits';
