/**
 * What a ZIP-based upload may unpack to, and the count of what it has unpacked so far. The sizes a ZIP's directory
 * states are written by whoever made the file, so every limit here is checked against the bytes actually inflated.
 */

const MEGABYTE = 1024 * 1024;

export type UnpackLimits = {
  /** The most bytes all entries together may unpack to. */
  totalBytes: number;
  /** The most bytes one entry may unpack to. */
  entryBytes: number;
  /** The most bytes an entry may unpack to per compressed byte read, once it is past `RATIO_GRACE_BYTES`. */
  ratio: number;
  /** The most entries (files and folders) the ZIP may hold. */
  entries: number;
};

/**
 * Unpacked bytes of an entry before its compression ratio counts: a small file of repeated text (a style sheet, an
 * empty sheet) may compress far better than a bomb's threshold without costing anything. Apache POI's ZIP-bomb check
 * uses the same grace.
 */
export const RATIO_GRACE_BYTES = 100 * 1024;

export type UnpackLimit = 'total' | 'entry' | 'ratio' | 'entries';

const megabytes = (bytes: number) => `${Math.floor(bytes / MEGABYTE).toLocaleString('en-US')} MB`;

/** The sentence a refusal for passing `limit` shows, `bound` being the limit's value. */
export function unpackLimitMessage(limit: UnpackLimit, bound: number): string {
  if (limit === 'ratio') return `The file unpacks to more than ${bound.toLocaleString('en-US')} times its compressed size.`;
  if (limit === 'entries') return `The file holds more than ${bound.toLocaleString('en-US')} packed files.`;
  return `The file unpacks to more than ${megabytes(bound)}.`;
}

/** A ZIP refused for what it unpacks to; its message is for the screen, `status` the HTTP status to answer with. */
export class UnpackLimitError extends Error {
  readonly status = 413;

  constructor(
    readonly limit: UnpackLimit,
    /** The limit passed: bytes (total, entry), a ratio, or a count of entries. */
    readonly bound: number,
    /** How many bytes had been inflated when the ZIP was refused: the work it cost. */
    readonly unpackedBytes: number,
  ) {
    super(unpackLimitMessage(limit, bound));
    this.name = 'UnpackLimitError';
  }
}

/** A file that is not a ZIP the product can read: damaged, encrypted, an unknown compression, or sizes that disagree. */
export class UnreadableZipError extends Error {
  readonly status = 422;

  constructor(
    readonly reason: string,
    /** The error of yauzl or zlib behind it, if any (a missing file's ENOENT). */
    cause?: unknown,
  ) {
    super(`The file could not be unpacked (${reason}).`, { cause });
    this.name = 'UnreadableZipError';
  }
}

/** Counts the entries and inflated bytes of one ZIP against its limits, and throws at the first one passed. */
export class UnpackBudget {
  private entryCount = 0;
  private declaredTotal = 0;
  private total = 0;

  constructor(readonly limits: UnpackLimits) {}

  /** All bytes inflated so far. */
  get unpackedBytes(): number {
    return this.total;
  }

  /** One more entry whose directory states `declaredBytes`: refused at once when the stated sizes pass a limit already. */
  startEntry(declaredBytes: number): void {
    this.entryCount += 1;
    if (this.entryCount > this.limits.entries) throw new UnpackLimitError('entries', this.limits.entries, this.total);
    if (declaredBytes > this.limits.entryBytes) throw new UnpackLimitError('entry', this.limits.entryBytes, this.total);
    this.declaredTotal += declaredBytes;
    if (this.declaredTotal > this.limits.totalBytes) throw new UnpackLimitError('total', this.limits.totalBytes, this.total);
  }

  /**
   * Counts `chunkBytes` more of the current entry, which has inflated `entryBytes` (this chunk included) out of
   * `packedBytes` compressed bytes read so far.
   */
  take(chunkBytes: number, entryBytes: number, packedBytes: number): void {
    this.total += chunkBytes;
    const { limits } = this;
    if (entryBytes > limits.entryBytes) throw new UnpackLimitError('entry', limits.entryBytes, this.total);
    if (this.total > limits.totalBytes) throw new UnpackLimitError('total', limits.totalBytes, this.total);
    if (entryBytes > RATIO_GRACE_BYTES && entryBytes > limits.ratio * Math.max(packedBytes, 1)) {
      throw new UnpackLimitError('ratio', limits.ratio, this.total);
    }
  }
}
