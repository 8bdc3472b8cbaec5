/** @jest-environment node */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import JSZip from 'jszip';
import {
  BoundedZip,
  checkUnpacking,
  RATIO_GRACE_BYTES,
  UnpackLimitError,
  UnreadableZipError,
  type UnpackLimits,
} from '@/lib/uploads/bounded-zip';
import { fixtureBytes } from '../questionnaires/workbook/fixture';
import { deflatedEntry, deflatedZeros, moderatelyPackedContent, rawZip } from './zip-bombs';

const MEGABYTE = 1024 * 1024;
/** zlib hands out inflated data in pieces of at most 64 KB: a refusal may come one piece past the limit. */
const ONE_PIECE = 64 * 1024;
const LIMITS: UnpackLimits = { totalBytes: 100 * MEGABYTE, entryBytes: 50 * MEGABYTE, ratio: 100, entries: 1_000 };

async function refusal(bytes: Uint8Array, limits: UnpackLimits = LIMITS): Promise<Error> {
  const error = await checkUnpacking(bytes, limits).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof Error)) throw new Error(`Expected the ZIP to be refused, got ${String(error)}`);
  return error;
}

describe('a ZIP that lies about its sizes', () => {
  it('is stopped by the compression ratio soon after the grace, though its directory claims 2 KB', async () => {
    const bomb = rawZip([{ name: 'xl/worksheets/sheet1.xml', stored: deflatedZeros(300 * MEGABYTE), method: 8, declaredSize: 2048 }]);
    expect(bomb.length).toBeLessThan(MEGABYTE);
    const error = await refusal(bomb);
    expect(error).toBeInstanceOf(UnpackLimitError);
    expect([(error as UnpackLimitError).limit, (error as UnpackLimitError).status]).toEqual(['ratio', 413]);
    expect(error.message).toBe('The file unpacks to more than 100 times its compressed size.');
    expect((error as UnpackLimitError).unpackedBytes).toBeGreaterThan(RATIO_GRACE_BYTES);
    expect((error as UnpackLimitError).unpackedBytes).toBeLessThanOrEqual(RATIO_GRACE_BYTES + ONE_PIECE);
  });

  it('is stopped one piece past the total limit, whatever the ratio allows', async () => {
    const bomb = rawZip([{ name: 'a.xml', stored: deflatedZeros(300 * MEGABYTE), method: 8, declaredSize: 2048 }]);
    const limits = { ...LIMITS, totalBytes: 10 * MEGABYTE, ratio: 1_000_000 };
    const error = (await refusal(bomb, limits)) as UnpackLimitError;
    expect([error.limit, error.message]).toEqual(['total', 'The file unpacks to more than 10 MB.']);
    expect(error.unpackedBytes).toBeGreaterThan(10 * MEGABYTE);
    expect(error.unpackedBytes).toBeLessThanOrEqual(10 * MEGABYTE + ONE_PIECE);
  });

  it('is stopped at the total of several entries, each within the entry and ratio limits', async () => {
    const packed = deflatedEntry('x', moderatelyPackedContent(40 * MEGABYTE), 2048).stored;
    const entries = ['a', 'b', 'c'].map((name) => ({ name: `${name}.xml`, stored: packed, method: 8 as const, declaredSize: 2048 }));
    const error = (await refusal(rawZip(entries))) as UnpackLimitError;
    expect([error.limit, error.message]).toEqual(['total', 'The file unpacks to more than 100 MB.']);
    expect(error.unpackedBytes).toBeLessThanOrEqual(100 * MEGABYTE + ONE_PIECE);
    // Two of the entries alone are within every limit.
    await expect(checkUnpacking(rawZip(entries.slice(0, 2)), LIMITS).catch((thrown: Error) => thrown.message)).resolves.toMatch(
      /unpacks to 41943040 bytes, not the 2048/,
    );
  });

  it('is stopped at the entry limit', async () => {
    const bomb = rawZip([{ name: 'one.bin', stored: deflatedZeros(20 * MEGABYTE), method: 8, declaredSize: 10 }]);
    const error = (await refusal(bomb, { ...LIMITS, entryBytes: 5 * MEGABYTE, ratio: 1_000_000 })) as UnpackLimitError;
    expect([error.limit, error.message]).toEqual(['entry', 'The file unpacks to more than 5 MB.']);
    expect(error.unpackedBytes).toBeLessThanOrEqual(5 * MEGABYTE + ONE_PIECE);
  });

  it('is refused at once when the sizes it states pass a limit', async () => {
    const big = rawZip([deflatedEntry('big.xml', Buffer.from('<workbook/>'), 300 * MEGABYTE)]);
    expect(await refusal(big)).toMatchObject({ limit: 'entry', unpackedBytes: 0 });
    const many = rawZip(['a', 'b', 'c'].map((name) => deflatedEntry(name, Buffer.from('x'), 40 * MEGABYTE)));
    // The third entry's stated size passes the total: refused before it is inflated, the two bytes before it read.
    expect(await refusal(many)).toMatchObject({ limit: 'total', unpackedBytes: 2 });
  });

  it('is damaged when it unpacks to less or more than it states, within the limits', async () => {
    const more = await refusal(rawZip([deflatedEntry('sheet.xml', Buffer.alloc(10_000, 0x41), 2048)]));
    expect(more).toBeInstanceOf(UnreadableZipError);
    expect(more.message).toBe('The file could not be unpacked (sheet.xml unpacks to 10000 bytes, not the 2048 its directory states).');
    const less = await refusal(rawZip([deflatedEntry('sheet.xml', Buffer.alloc(100, 0x41), 2048)]));
    expect(less).toBeInstanceOf(UnreadableZipError);
  });
});

describe('a ZIP of honest sizes', () => {
  it('is refused for its ratio when it unpacks past 100 times its compressed size, though within the size limits', async () => {
    const zeros = rawZip([{ name: 'padding.bin', stored: deflatedZeros(20 * MEGABYTE), method: 8, declaredSize: 20 * MEGABYTE }]);
    const error = (await refusal(zeros)) as UnpackLimitError;
    expect(error.limit).toBe('ratio');
    expect(error.unpackedBytes).toBeLessThanOrEqual(RATIO_GRACE_BYTES + ONE_PIECE);
    // A small file of repeated text, within the grace, compresses far better and is read.
    await expect(checkUnpacking(rawZip([deflatedEntry('styles.xml', Buffer.alloc(RATIO_GRACE_BYTES, 0x20))]), LIMITS)).resolves.toEqual({
      entries: 1,
      unpackedBytes: RATIO_GRACE_BYTES,
    });
  });

  it('is refused for holding more entries than the limit, counted as read and as its end record states', async () => {
    const entries = (count: number) => Array.from({ length: count }, (_, index) => deflatedEntry(`f${index}.xml`, Buffer.from('<x/>')));
    await expect(checkUnpacking(rawZip(entries(1_000)), LIMITS)).resolves.toEqual({ entries: 1_000, unpackedBytes: 4_000 });
    const error = (await refusal(rawZip(entries(1_001)))) as UnpackLimitError;
    expect([error.limit, error.message]).toEqual(['entries', 'The file holds more than 1,000 packed files.']);
  });

  it('reads a workbook, stored and deflated entries, and counts every byte', async () => {
    const workbook = fixtureBytes('xlsx');
    const zip = await JSZip.loadAsync(workbook);
    const sizes = await Promise.all(Object.values(zip.files).map(async (file) => (await file.async('uint8array')).length));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    await expect(checkUnpacking(workbook, LIMITS)).resolves.toEqual({ entries: sizes.length, unpackedBytes: total });
    const stored = rawZip([{ name: 'plain.txt', stored: Buffer.from('hello'), method: 0, declaredSize: 5 }]);
    await expect(checkUnpacking(stored, LIMITS)).resolves.toEqual({ entries: 1, unpackedBytes: 5 });
  });

  it('hands out each entry as it is inflated, and opens a ZIP on disk the same way', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'bounded-zip-'));
    try {
      const path = join(folder, 'two.zip');
      writeFileSync(path, rawZip([deflatedEntry('a.txt', Buffer.from('first')), deflatedEntry('b.txt', Buffer.from('second'))]));
      const zip = await BoundedZip.fromFile(path, LIMITS);
      const contents: string[] = [];
      for await (const entry of zip.entries()) {
        const chunks: Buffer[] = [];
        for await (const chunk of zip.read(entry)) chunks.push(chunk);
        contents.push(`${entry.fileName}=${Buffer.concat(chunks).toString()}`);
      }
      zip.close();
      expect(contents).toEqual(['a.txt=first', 'b.txt=second']);

      // Read alone, an entry longer than its directory states is damaged once its end is reached.
      const lying = await BoundedZip.fromBytes(rawZip([deflatedEntry('c.txt', Buffer.from('third entry'), 5)]), LIMITS);
      const chunks: Buffer[] = [];
      const read = (async () => {
        for await (const entry of lying.entries()) for await (const chunk of lying.read(entry)) chunks.push(chunk);
      })();
      await expect(read).rejects.toThrow('c.txt unpacks to 11 bytes, not the 5 its directory states');
      expect(Buffer.concat(chunks).toString()).toBe('third entry');
      lying.close();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it.each([
    ['no ZIP', () => new Uint8Array(Buffer.from('Question,Answer\n'))],
    ['a cut-off ZIP', () => rawZip([deflatedEntry('a.xml', Buffer.from('<a/>'))]).subarray(0, 40)],
    ['damaged deflated data', () => rawZip([{ name: 'a.xml', stored: Buffer.from([0xff, 0xff, 0xff]), method: 8, declaredSize: 4 }])],
    ['an unknown compression', () => rawZip([{ ...deflatedEntry('a.xml', Buffer.from('<a/>')), method: 12 as 8 }])],
  ])('refuses %s as unreadable', async (_, bytes) => {
    const error = await refusal(bytes());
    expect(error).toBeInstanceOf(UnreadableZipError);
    expect((error as UnreadableZipError).status).toBe(422);
  });
});

describe('a ZIP laid out so that jszip, inside exceljs, would read other entries than the check', () => {
  const honest = () => Buffer.from(rawZip(['a', 'b', 'c', 'd'].map((name) => deflatedEntry(`${name}.xml`, Buffer.from('<x/>')))));
  const endRecord = (zip: Buffer) => zip.length - 22;

  it('is refused when its end record counts fewer entries than its directory holds', async () => {
    const understated = honest();
    understated.writeUInt16LE(2, endRecord(understated) + 8);
    understated.writeUInt16LE(2, endRecord(understated) + 10);
    const error = await refusal(new Uint8Array(understated));
    expect(error.message).toBe('The file could not be unpacked (its directory holds more than its end record counts).');
  });

  it('is refused when its directory does not end at its end record, or when it uses ZIP64 records', async () => {
    const shifted = Buffer.concat([Buffer.from('prepended bytes'), honest()]);
    expect((await refusal(new Uint8Array(shifted))).message).toMatch(/its directory does not end at its end record/);
    const zip64 = honest();
    zip64.writeUInt32LE(0xffffffff, endRecord(zip64) + 16);
    expect((await refusal(new Uint8Array(zip64))).message).toMatch(/ZIP64/);
  });

  it('is refused when a second end record follows the one the directory ends at', async () => {
    const zip = honest();
    const comment = Buffer.concat([Buffer.from([0x50, 0x4b, 0x05, 0x06]), Buffer.alloc(18)]);
    zip.writeUInt16LE(comment.length, endRecord(zip) + 20);
    expect(await refusal(new Uint8Array(Buffer.concat([zip, comment])))).toBeInstanceOf(UnreadableZipError);
    comment.writeUInt16LE(1, 20); // the second record's own comment would run past the file's end
    expect((await refusal(new Uint8Array(Buffer.concat([zip, comment])))).message).toMatch(/its end record is not at its end/);
    // A comment without such a record is read.
    const plain = honest();
    plain.writeUInt16LE(5, endRecord(plain) + 20);
    await expect(checkUnpacking(new Uint8Array(Buffer.concat([plain, Buffer.from('hello')])), LIMITS)).resolves.toEqual({
      entries: 4,
      unpackedBytes: 16,
    });
  });
});
