import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';

export const MiB = 1024 * 1024;

/** Chunk `index` of a generated file: its bytes depend on the index, so a lost or reordered chunk changes the hash. */
function chunkOf(index: number, size: number): Buffer {
  const chunk = Buffer.alloc(size);
  for (let at = 0; at < size; at++) chunk[at] = (at * 31 + index * 7 + (at >> 8)) & 0xff;
  return chunk;
}

async function* chunks(count: number, size: number) {
  for (let index = 0; index < count; index++) yield chunkOf(index, size);
}

/** A stream of `count` chunks of `size` bytes, each made when it is read: the whole is never in memory. */
export function generatedStream(count: number, size: number): Readable {
  return Readable.from(chunks(count, size));
}

/** Size and SHA-256 of what generatedStream(count, size) gives, computed chunk by chunk. */
export function generatedDigest(count: number, size: number): { size: number; sha256: string } {
  const hash = createHash('sha256');
  for (let index = 0; index < count; index++) hash.update(chunkOf(index, size));
  return { size: count * size, sha256: hash.digest('hex') };
}

/** Reads a stream to its end, keeping only its size and SHA-256. */
export async function digestOf(stream: NodeJS.ReadableStream): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of stream) {
    hash.update(chunk as Buffer);
    size += (chunk as Buffer).byteLength;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Reads a (small) stream to its end. */
export async function readAll(stream: NodeJS.ReadableStream): Promise<Uint8Array> {
  const parts: Buffer[] = [];
  for await (const chunk of stream) parts.push(chunk as Buffer);
  return new Uint8Array(Buffer.concat(parts));
}

/** Every byte value twice, given in chunks of uneven sizes. */
export const allByteValues = () => new Uint8Array(512).map((_, index) => index % 256);
export function allByteValuesStream(): Readable {
  const bytes = Buffer.from(allByteValues());
  return Readable.from([bytes.subarray(0, 1), bytes.subarray(1, 100), bytes.subarray(100, 101), bytes.subarray(101)]);
}

/** A stream that gives `count` chunks of `size` bytes and then fails, as a dropped upload connection does. */
export function failingStream(count: number, size: number, error = new Error('connection reset')): Readable {
  return Readable.from(
    (async function* () {
      yield* chunks(count, size);
      throw error;
    })(),
  );
}

/** A stream that records whether anything asked it for bytes. */
export function watchedStream(): { stream: Readable; wasRead: () => boolean } {
  let read = false;
  const stream = new Readable({
    read() {
      read = true;
      this.push(Buffer.from('x'));
      this.push(null);
    },
  });
  return { stream, wasRead: () => read };
}
