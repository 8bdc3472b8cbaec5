import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

/**
 * Passes bytes through unchanged while counting them and hashing them with SHA-256, so a stream is measured as it
 * is stored instead of being held whole in memory first.
 */
export class DigestStream extends Transform {
  readonly #hash = createHash('sha256');
  #size = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.#hash.update(chunk);
    this.#size += chunk.byteLength;
    callback(null, chunk);
  }

  /** Size and SHA-256 (lower-case hex) of every byte that went through; only once, after the stream has ended. */
  digest(): { size: number; sha256: string } {
    return { size: this.#size, sha256: this.#hash.digest('hex') };
  }
}
