import { randomBytes } from 'node:crypto';
import { constants, deflateRawSync } from 'node:zlib';

/** One entry of a hand-made ZIP: its data as stored (deflated or not) and the size its headers claim. */
export type RawEntry = { name: string; stored: Buffer; method: 0 | 8; declaredSize: number };

const MEGABYTE = 1024 * 1024;

/**
 * A ZIP written byte by byte, so its local headers and central directory state whatever sizes the test wants, as an
 * attacker's file would. CRC-32s are left zero: the readers under test do not check them.
 */
export function rawZip(entries: readonly RawEntry[]): Uint8Array {
  const locals: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.stored.length, 18);
    local.writeUInt32LE(entry.declaredSize, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.stored.length, 20);
    central.writeUInt32LE(entry.declaredSize, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.stored);
    directory.push(central, name);
    offset += local.length + name.length + entry.stored.length;
  }
  const directoryBytes = Buffer.concat(directory);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directoryBytes.length, 12);
  end.writeUInt32LE(offset, 16);
  return new Uint8Array(Buffer.concat([...locals, directoryBytes, end]));
}

/** An entry holding `content` deflated, whose headers claim `declaredSize` (its true size unless given). */
export const deflatedEntry = (name: string, content: Buffer, declaredSize = content.length): RawEntry => ({
  name,
  stored: deflateRawSync(content, { level: 1 }),
  method: 8,
  declaredSize,
});

const SEGMENT = 16 * MEGABYTE;
/** 16 MB of zeros deflated and flushed to a byte boundary, not final: copies of it follow each other in one stream. */
let zeroSegment: Buffer | undefined;

/**
 * `bytes` zero bytes as one deflate stream, made of copies of a deflated 16 MB so that gigabytes take no time to
 * write: zlib's full flush ends each copy on a byte boundary with nothing referring back past it.
 */
export function deflatedZeros(bytes: number): Buffer {
  zeroSegment ??= deflateRawSync(Buffer.alloc(SEGMENT), { finishFlush: constants.Z_FULL_FLUSH });
  const parts: Buffer[] = Array.from({ length: Math.floor(bytes / SEGMENT) }, () => zeroSegment!);
  parts.push(deflateRawSync(Buffer.alloc(bytes % SEGMENT)));
  return Buffer.concat(parts);
}

/**
 * `bytes` of content that deflates about 50 times at every point of the entry: 60 KB of random bytes, then 3 MB of
 * zeros, over and over. It passes a ratio limit of 100, so only a size limit can stop it.
 */
export function moderatelyPackedContent(bytes: number): Buffer {
  const blocks: Buffer[] = [];
  for (let size = 0; size < bytes; size += 60 * 1024 + 3 * MEGABYTE) blocks.push(randomBytes(60 * 1024), Buffer.alloc(3 * MEGABYTE));
  return Buffer.concat(blocks).subarray(0, bytes);
}
