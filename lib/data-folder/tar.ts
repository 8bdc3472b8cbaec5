import { createReadStream } from 'node:fs';

// The few parts of the tar format (POSIX ustar, with a pax header for long names) that backups need: regular files
// and folders, written and read as streams so that no stored file is ever held in memory whole.

const BLOCK = 512;

/** One entry to write: a folder (name ending in '/'), bytes in memory (or a Blob), or a file on disk of a known size. */
export type TarEntry = { name: string; bytes?: Uint8Array | Blob; path?: string; size?: number; mtime?: Date };

function field(block: Buffer, offset: number, length: number, value: string): void {
  block.write(value.slice(0, length), offset, length, 'utf8');
}

function octal(block: Buffer, offset: number, length: number, value: number): void {
  field(block, offset, length, `${value.toString(8).padStart(length - 1, '0')}\0`);
}

function header(name: string, size: number, type: string, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  field(block, 0, 100, name);
  octal(block, 100, 8, type === '5' ? 0o755 : 0o600);
  octal(block, 108, 8, 0);
  octal(block, 116, 8, 0);
  octal(block, 124, 12, size);
  octal(block, 136, 12, Math.floor(mtime.getTime() / 1000));
  block.fill(' ', 148, 156);
  field(block, 156, 1, type);
  field(block, 257, 8, 'ustar\u000000');
  let sum = 0;
  for (const byte of block) sum += byte;
  field(block, 148, 8, `${sum.toString(8).padStart(6, '0')}\0 `);
  return block;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The header blocks of an entry: a pax header first when the name does not fit the 100 bytes of ustar's. */
function headers(name: string, size: number, type: string, mtime: Date): Buffer[] {
  if (Buffer.byteLength(name) <= 100) return [header(name, size, type, mtime)];
  const body = ` path=${name}\n`;
  // A record starts with its own length in bytes, digits included.
  const length = Buffer.byteLength(body) + String(Buffer.byteLength(body) + String(Buffer.byteLength(body)).length).length;
  const pax = Buffer.from(`${length}${body}`);
  return [header('PaxHeader', pax.length, 'x', mtime), pax, padding(pax.length), header(name.slice(0, 100), size, type, mtime)];
}

/** The bytes of a tar archive holding `entries`, in order; a file on disk must keep the size it was listed with. */
export async function* tarStream(entries: Iterable<TarEntry>): AsyncGenerator<Buffer> {
  for (const entry of entries) {
    const mtime = entry.mtime ?? new Date();
    if (entry.name.endsWith('/')) {
      yield* headers(entry.name, 0, '5', mtime);
      continue;
    }
    const { bytes } = entry;
    const size = bytes instanceof Blob ? bytes.size : bytes ? bytes.byteLength : (entry.size ?? 0);
    yield* headers(entry.name, size, '0', mtime);
    if (bytes instanceof Blob) {
      // Chunk by chunk: a copy of a whole database dump would double the memory a backup takes.
      for await (const chunk of bytes.stream() as unknown as AsyncIterable<Uint8Array>)
        yield Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    } else if (bytes) {
      yield Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } else if (entry.path) {
      let read = 0;
      for await (const chunk of createReadStream(entry.path) as AsyncIterable<Buffer>) {
        read += chunk.length;
        yield chunk;
      }
      if (read !== size) throw new Error(`${entry.path} changed size while it was archived.`);
    }
    yield padding(size);
  }
  yield Buffer.alloc(2 * BLOCK);
}

/** Where a read entry's bytes go: written chunk by chunk, then ended. */
export type TarSink = { write: (chunk: Buffer) => void; end: () => void };

/** Thrown for bytes that are not a tar archive (or one cut short). */
export class TarError extends Error {
  override name = 'TarError';
}

function parseHeader(block: Buffer): { name: string; size: number; type: string } | null {
  if (block.every((byte) => byte === 0)) return null;
  const text = (offset: number, length: number) => block.toString('utf8', offset, offset + length).replace(/\0.*$/s, '');
  let sum = 0;
  for (let i = 0; i < BLOCK; i += 1) sum += i >= 148 && i < 156 ? 32 : block[i]!;
  if (sum !== parseInt(text(148, 8).trim(), 8)) throw new TarError('This is not a tar archive (a header checksum does not match).');
  const prefix = text(257, 6).startsWith('ustar') ? text(345, 155) : '';
  return {
    name: prefix ? `${prefix}/${text(0, 100)}` : text(0, 100),
    size: parseInt(text(124, 12).trim() || '0', 8),
    type: text(156, 1) || '0',
  };
}

/**
 * Reads a tar archive from `source`. Each regular file is offered to `open` with its name and size: the sink it
 * returns gets its bytes, and no sink skips them. Folders are offered with a name ending in '/' and no bytes.
 */
export async function readTar(
  source: AsyncIterable<Buffer> | Iterable<Buffer>,
  open: (name: string, size: number) => TarSink | undefined,
): Promise<void> {
  let pending: Buffer = Buffer.alloc(0);
  let body: { sink?: TarSink; left: number; pad: number } | undefined;
  let paxName: string | undefined;
  let pax: Buffer[] | undefined;
  let ended = false;
  for await (const chunk of source) {
    if (ended) continue;
    pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
    while (!ended) {
      if (body) {
        const take = Math.min(body.left, pending.length);
        if (take && pax) pax.push(pending.subarray(0, take));
        else if (take) body.sink?.write(pending.subarray(0, take));
        body.left -= take;
        pending = pending.subarray(take);
        if (body.left > 0 || pending.length < body.pad) break;
        pending = pending.subarray(body.pad);
        if (pax) paxName = /(?:^|\n)\d+ path=([^\n]*)\n/.exec(Buffer.concat(pax).toString('utf8'))?.[1];
        else body.sink?.end();
        body = pax = undefined;
        continue;
      }
      if (pending.length < BLOCK) break;
      const entry = parseHeader(pending.subarray(0, BLOCK));
      pending = pending.subarray(BLOCK);
      if (!entry) {
        ended = true;
        break;
      }
      const pad = (BLOCK - (entry.size % BLOCK)) % BLOCK;
      if (entry.type === 'x') {
        pax = [];
        body = { left: entry.size, pad };
        continue;
      }
      const name = paxName ?? entry.name;
      paxName = undefined;
      if (entry.type === '5') open(name.endsWith('/') ? name : `${name}/`, 0);
      const sink = entry.type === '0' ? open(name, entry.size) : undefined;
      body = { sink, left: entry.type === '5' ? 0 : entry.size, pad: entry.type === '5' ? 0 : pad };
    }
  }
  if (!ended) throw new TarError('The archive ends early: it is incomplete.');
}
