/** @jest-environment node */
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PACKAGE_FORMAT_1 } from '@/lib/reports/package/manifest';
import { verifyPackage } from '@/lib/reports/package/verify';
import { deflatedEntry, deflatedZeros, rawZip } from '../uploads/zip-bombs';

let folder: string;
beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'package-unpack-limits-'));
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A first-format package (no SHA256SUMS) whose manifest lists one evidence file of 2 KB with this content's hash. */
function manifestListing(content: Buffer): Buffer {
  const manifest = {
    format: PACKAGE_FORMAT_1,
    organization: 'Northwind',
    framework: { id: 'soc2', name: 'SOC 2' },
    period: { start: '2026-01-01', end: '2026-06-30' },
    generatedAt: '2026-07-01T00:00:00.000Z',
    files: [
      {
        path: 'evidence/scan.pdf',
        sha256: createHash('sha256').update(content).digest('hex'),
        size: content.length,
        source: { type: 'evidence', id: 'e1', name: 'Scan' },
      },
    ],
  };
  return Buffer.from(JSON.stringify(manifest));
}

describe('verifying a package that unpacks too far', () => {
  it('refuses a package whose 2 KB evidence file inflates to 2 GB, after inflating little of it', async () => {
    const listed = Buffer.alloc(2048);
    const zipPath = join(folder, 'bomb.zip');
    writeFileSync(
      zipPath,
      rawZip([
        deflatedEntry('manifest.json', manifestListing(listed)),
        { name: 'evidence/scan.pdf', stored: deflatedZeros(2 * 1024 ** 3), method: 8, declaredSize: listed.length },
      ]),
    );
    const result = await verifyPackage(zipPath);
    expect(result).toMatchObject({
      ok: false,
      error: `${zipPath} is refused: The file unpacks to more than 1,000 times its compressed size.`,
    });

    // The same package with the file it lists verifies.
    const honestPath = join(folder, 'honest.zip');
    writeFileSync(
      honestPath,
      rawZip([deflatedEntry('manifest.json', manifestListing(listed)), deflatedEntry('evidence/scan.pdf', listed)]),
    );
    expect(await verifyPackage(honestPath)).toMatchObject({ ok: true, problems: [] });
  });

  it('names a file whose content is longer than its directory states as changed, with the sizes', async () => {
    const listed = Buffer.alloc(2048, 0x41);
    const zipPath = join(folder, 'lying.zip');
    writeFileSync(
      zipPath,
      rawZip([deflatedEntry('manifest.json', manifestListing(listed)), deflatedEntry('evidence/scan.pdf', Buffer.alloc(4096, 0x41), 2048)]),
    );
    expect(await verifyPackage(zipPath)).toMatchObject({
      ok: false,
      problems: [
        {
          path: 'evidence/scan.pdf',
          kind: 'changed',
          detail: 'The file could not be unpacked (evidence/scan.pdf unpacks to 4096 bytes, not the 2048 its directory states).',
        },
      ],
    });
  });
});
