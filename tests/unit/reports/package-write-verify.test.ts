/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { openPromise } from 'yauzl';
import { ZipFile } from 'yazl';
import { controlMatrixCsv, type PackageManifest } from '@/lib/reports/package/manifest';
import { verifyPackage } from '@/lib/reports/package/verify';
import { flipByteOf, readZip, repack } from './zip-support';
import { writePackage, type PackageFile, type PackageManifestBase } from '@/lib/reports/package/write';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'auditor-package-test-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const base: PackageManifestBase = {
  organization: 'Acme Health',
  framework: { id: 'fw-1', name: 'SOC 2' },
  period: { start: '2024-01-01', end: '2024-12-31' },
  generatedAt: '2025-02-03T04:05:06.000Z',
};

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const bytesOf = (text: string) => new TextEncoder().encode(text);

const policyPdf = bytesOf('%PDF-1.7 access control policy, version 3, with enough words to be worth compressing. '.repeat(40));
const backupLog = bytesOf('2024-06-01 backup completed\n'.repeat(200));
const matrix = controlMatrixCsv([
  {
    requirement: 'CC6.1',
    requirementTitle: 'Access',
    control: 'AC-1',
    controlName: 'Reviews',
    state: 'Implemented',
    owner: 'Dana',
    evidence: ['backup-logs.pdf'],
  },
]);

/** The files of a small package: one given as bytes, one as a stream in small chunks, one as text. */
function sampleFiles(): PackageFile[] {
  return [
    {
      path: 'policies/Access Control.pdf',
      source: { type: 'policy', id: 'pol-1', name: 'Access Control', version: '3' },
      open: async () => policyPdf,
    },
    {
      path: 'evidence/soc2/backup-logs.pdf',
      source: { type: 'evidence', id: 'ev-1', name: 'Backup logs', version: '2' },
      open: async () =>
        Readable.from(
          [backupLog.slice(0, 1000), backupLog.slice(1000, 3000), backupLog.slice(3000)].map((part) => Buffer.from(part)),
          { objectMode: false },
        ),
    },
    {
      path: 'control-matrix.csv',
      source: { type: 'control-matrix', name: 'Control matrix' },
      open: async () => Readable.from([matrix], { objectMode: false }),
    },
  ];
}

async function* asAsync<T>(items: T[]): AsyncIterable<T> {
  for (const item of items) yield item;
}

async function writeTo(path: string, files: PackageFile[] = sampleFiles(), compress = true): Promise<PackageManifest> {
  return writePackage(createWriteStream(path), base, asAsync(files), { compress });
}

describe('writePackage', () => {
  it('writes every file and a manifest with their SHA-256, size and source, and the package facts', async () => {
    const zipPath = join(folder, 'package.zip');
    const manifest = await writeTo(zipPath);

    expect(manifest).toEqual({
      format: 'complia-auditor-package/2',
      organization: 'Acme Health',
      framework: { id: 'fw-1', name: 'SOC 2' },
      period: { start: '2024-01-01', end: '2024-12-31' },
      generatedAt: '2025-02-03T04:05:06.000Z',
      files: [
        {
          path: 'policies/Access Control.pdf',
          sha256: sha256(policyPdf),
          size: policyPdf.length,
          source: { type: 'policy', id: 'pol-1', name: 'Access Control', version: '3' },
        },
        {
          path: 'evidence/soc2/backup-logs.pdf',
          sha256: sha256(backupLog),
          size: backupLog.length,
          source: { type: 'evidence', id: 'ev-1', name: 'Backup logs', version: '2' },
        },
        {
          path: 'control-matrix.csv',
          sha256: sha256(matrix),
          size: Buffer.byteLength(matrix),
          source: { type: 'control-matrix', name: 'Control matrix' },
        },
      ],
    });

    const contents = await readZip(zipPath);
    expect([...contents.keys()]).toEqual([
      'policies/Access Control.pdf',
      'evidence/soc2/backup-logs.pdf',
      'control-matrix.csv',
      'VERIFY.txt',
      'manifest.json',
      'SHA256SUMS',
    ]);
    expect(new Uint8Array(contents.get('policies/Access Control.pdf')!)).toEqual(policyPdf);
    expect(new Uint8Array(contents.get('evidence/soc2/backup-logs.pdf')!)).toEqual(backupLog);
    expect(contents.get('control-matrix.csv')!.toString('utf8')).toBe(matrix);
    const manifestText = contents.get('manifest.json')!.toString('utf8');
    expect(JSON.parse(manifestText)).toEqual(manifest);
    expect(manifestText).toContain('\n  "organization": "Acme Health",');
    // SHA256SUMS: every other file, sorted by path, in the form the sha256sum and shasum tools check.
    expect(contents.get('SHA256SUMS')!.toString('utf8')).toBe(
      [
        `${sha256(contents.get('VERIFY.txt')!)}  VERIFY.txt`,
        `${sha256(matrix)}  control-matrix.csv`,
        `${sha256(backupLog)}  evidence/soc2/backup-logs.pdf`,
        `${sha256(manifestText)}  manifest.json`,
        `${sha256(policyPdf)}  policies/Access Control.pdf`,
        '',
      ].join('\n'),
    );
    expect(contents.get('VERIFY.txt')!.toString('utf8')).toContain('sha256sum -c SHA256SUMS');
    // Compressed by default: the repetitive policy takes far less room than its size.
    const zip = await openPromise(zipPath, { lazyEntries: true });
    for await (const entry of zip.eachEntry()) {
      if (entry.fileName === 'policies/Access Control.pdf') expect(entry.compressedSize).toBeLessThan(policyPdf.length / 4);
    }
  });

  it('sets the generation time to now when none is given', async () => {
    const before = Date.now();
    const { generatedAt: _unused, ...withoutTime } = base;
    void _unused;
    const manifest = await writePackage(new PassThrough().resume(), withoutTime, []);
    expect(Date.parse(manifest.generatedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(manifest.files).toEqual([]);
  });

  it('opens each file only when the previous one is in the archive', async () => {
    const events: string[] = [];
    const files: PackageFile[] = ['a', 'b', 'c'].map((name) => ({
      path: `${name}.txt`,
      source: { type: 'evidence', name },
      open: async () => {
        events.push(`open ${name}`);
        const stream = Readable.from([Buffer.from(`${name} `.repeat(50_000))], { objectMode: false });
        stream.on('end', () => events.push(`end ${name}`));
        return stream;
      },
    }));
    await writePackage(new PassThrough().resume(), base, asAsync(files));
    expect(events).toEqual(['open a', 'end a', 'open b', 'end b', 'open c', 'end c']);
  });

  it("refuses unsafe or repeated paths and the package's own files' paths, destroying the target", async () => {
    for (const path of [
      '../escape.txt',
      '/etc/passwd',
      'a\\b.txt',
      'a//b.txt',
      'manifest.json',
      'SHA256SUMS',
      'sha256sums',
      'VERIFY.txt',
      '-',
      'bad\u0000name',
      'line\nbreak.pdf',
      'c1\u0085.pdf',
      'half\ud800.pdf',
      '',
    ]) {
      const target = new PassThrough().resume();
      await expect(
        writePackage(target, base, [{ path, source: { type: 'evidence', name: 'x' }, open: async () => bytesOf('x') }]),
      ).rejects.toThrow(/cannot hold a file/);
      expect(target.destroyed).toBe(true);
    }
    const twice = (path: string): PackageFile => ({ path, source: { type: 'evidence', name: path }, open: async () => bytesOf(path) });
    await expect(writePackage(new PassThrough().resume(), base, [twice('evidence/a.pdf'), twice('evidence/A.pdf')])).rejects.toThrow(
      'another file has that path',
    );
  });

  it("rejects and destroys the target when a file's stream fails midway", async () => {
    const target = new PassThrough().resume();
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1000, 1));
        this.destroy(new Error('storage connection reset'));
      },
    });
    await expect(
      writePackage(target, base, [
        ...sampleFiles().slice(0, 1),
        { path: 'evidence/broken.pdf', source: { type: 'evidence', name: 'Broken' }, open: async () => failing },
      ]),
    ).rejects.toThrow('storage connection reset');
    expect(target.destroyed).toBe(true);
  });

  it('rejects and destroys the target when a file cannot be opened', async () => {
    const target = new PassThrough().resume();
    const missing: PackageFile = {
      path: 'evidence/gone.pdf',
      source: { type: 'evidence', name: 'Gone' },
      open: () => Promise.reject(new Error('object not found')),
    };
    await expect(writePackage(target, base, [...sampleFiles(), missing])).rejects.toThrow('object not found');
    expect(target.destroyed).toBe(true);
  });

  it('rejects when the target fails, and closes the file being read', async () => {
    const target = new Writable({
      write(_chunk, _encoding, done) {
        done(new Error('disk full'));
      },
    });
    // Endless, like a large file: only writePackage can stop it.
    const source = new Readable({
      read() {
        this.push(Buffer.alloc(64 * 1024, 7));
      },
    });
    await expect(
      writePackage(target, base, [{ path: 'big.bin', source: { type: 'evidence', name: 'Big' }, open: async () => source }]),
    ).rejects.toThrow('disk full');
    expect(source.destroyed).toBe(true);
  });

  it('streams a 30 MB file through without holding it in memory', async () => {
    const size = 30 * 1024 * 1024;
    const chunkSize = 64 * 1024;
    let produced = 0;
    let received = 0;
    let mostInFlight = 0;
    const expected = createHash('sha256');
    const source = new Readable({
      read() {
        if (produced >= size) return void this.push(null);
        // Bytes that vary, so nothing could be deduplicated; made as they are asked for.
        const chunk = Buffer.alloc(chunkSize, produced / chunkSize);
        expected.update(chunk);
        produced += chunk.length;
        mostInFlight = Math.max(mostInFlight, produced - received);
        this.push(chunk);
      },
    });
    const zipPath = join(folder, 'large.zip');
    const file = createWriteStream(zipPath);
    const target = new Writable({
      write(chunk: Buffer, _encoding, done) {
        received += chunk.length;
        file.write(chunk, done);
      },
      final(done) {
        file.end(done);
      },
    });

    const manifest = await writePackage(
      target,
      base,
      [{ path: 'evidence/large.bin', source: { type: 'evidence', name: 'Large' }, open: async () => source }],
      { compress: false },
    );

    expect(manifest.files[0]).toMatchObject({ size, sha256: expected.digest('hex') });
    // The archive passed the bytes on as they came: never more than a few buffers' worth was waiting.
    expect(mostInFlight).toBeLessThan(2 * 1024 * 1024);
    expect(received).toBeGreaterThan(size);
    expect(await verifyPackage(zipPath)).toEqual({ ok: true, manifest, problems: [] });
  });
});

describe('verifyPackage', () => {
  it('finds a package just written to be intact', async () => {
    const zipPath = join(folder, 'package.zip');
    const manifest = await writeTo(zipPath);
    expect(await verifyPackage(zipPath)).toEqual({ ok: true, manifest, problems: [] });
  });

  it('names exactly the file whose stored bytes were changed', async () => {
    const zipPath = join(folder, 'stored.zip');
    const manifest = await writeTo(zipPath, sampleFiles(), false);
    await flipByteOf(zipPath, 'evidence/soc2/backup-logs.pdf');

    const flipped = Buffer.from(backupLog);
    flipped[10]! ^= 0x01;
    expect(await verifyPackage(zipPath)).toEqual({
      ok: false,
      manifest,
      problems: [{ path: 'evidence/soc2/backup-logs.pdf', kind: 'changed', expected: sha256(backupLog), actual: sha256(flipped) }],
    });
  });

  it('names the file whose compressed bytes were changed', async () => {
    const zipPath = join(folder, 'deflated.zip');
    await writeTo(zipPath);
    await flipByteOf(zipPath, 'policies/Access Control.pdf', 20);

    const result = await verifyPackage(zipPath);
    expect(result.ok).toBe(false);
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ path: 'policies/Access Control.pdf', kind: 'changed', expected: sha256(policyPdf) });
  });

  it('reports a removed file as missing and an added one as unexpected', async () => {
    const original = join(folder, 'original.zip');
    const manifest = await writeTo(original);
    const tampered = join(folder, 'tampered.zip');
    await repack(original, tampered, (contents) => {
      contents.delete('policies/Access Control.pdf');
      contents.set('evidence/soc2/extra.pdf', Buffer.from('not packaged'));
    });
    expect(await verifyPackage(tampered)).toEqual({
      ok: false,
      manifest,
      problems: [
        { path: 'policies/Access Control.pdf', kind: 'missing' },
        { path: 'evidence/soc2/extra.pdf', kind: 'unexpected' },
      ],
    });
  });

  it('reports a file replaced by one of another size, and ignores folder entries', async () => {
    const original = join(folder, 'original.zip');
    await writeTo(original);
    const tampered = join(folder, 'tampered.zip');
    await repack(original, tampered, (contents) => {
      contents.set('control-matrix.csv', Buffer.from('Requirement\r\n'));
    });
    const withFolder = join(folder, 'with-folder.zip');
    const zip = new ZipFile();
    for (const [path, bytes] of await readZip(tampered)) zip.addBuffer(bytes, path);
    zip.addEmptyDirectory('evidence/');
    zip.end();
    await pipeline(zip.outputStream, createWriteStream(withFolder));

    expect((await verifyPackage(withFolder)).problems).toEqual([
      { path: 'control-matrix.csv', kind: 'size', expected: String(Buffer.byteLength(matrix)), actual: String('Requirement\r\n'.length) },
    ]);
  });

  it('reports a replacement of the same size as changed', async () => {
    const original = join(folder, 'original.zip');
    await writeTo(original);
    const tampered = join(folder, 'tampered.zip');
    const replacement = Buffer.from(backupLog).fill(0x41, 0, 5);
    await repack(original, tampered, (contents) => contents.set('evidence/soc2/backup-logs.pdf', replacement));
    const result = await verifyPackage(tampered);
    expect(result.problems).toEqual([
      { path: 'evidence/soc2/backup-logs.pdf', kind: 'changed', expected: sha256(backupLog), actual: sha256(replacement) },
    ]);
  });

  it('gives a clear error for a ZIP without a manifest, with an invalid one, and for a file that is no ZIP', async () => {
    const original = join(folder, 'original.zip');
    await writeTo(original);

    const withoutManifest = join(folder, 'no-manifest.zip');
    await repack(original, withoutManifest, (contents) => contents.delete('manifest.json'));
    const noManifest = await verifyPackage(withoutManifest);
    expect(noManifest).toMatchObject({ ok: false, problems: [{ path: 'manifest.json', kind: 'missing' }] });
    expect(noManifest.error).toMatch(/has no manifest\.json: it is not an auditor package/);

    const cases: [string, string | Buffer, RegExp][] = [
      ['not-json', '{ "format": ', /manifest\.json is not valid JSON/],
      ['wrong-format', JSON.stringify({ format: 'other/1' }), /manifest\.json is not an auditor package manifest \(format: /],
      [
        'bad-hash',
        JSON.stringify({
          ...base,
          format: 'complia-auditor-package/1',
          files: [{ path: 'a', sha256: 'xyz', size: 1, source: { type: 'evidence', name: 'a' } }],
        }),
        /files\.0\.sha256: must be 64 lowercase hex digits/,
      ],
      [
        'repeated',
        JSON.stringify({
          ...base,
          format: 'complia-auditor-package/1',
          files: [1, 2].map(() => ({ path: 'a', sha256: sha256('a'), size: 1, source: { type: 'evidence', name: 'a' } })),
        }),
        /lists "a" more than once/,
      ],
    ];
    for (const [name, text, message] of cases) {
      const zipPath = join(folder, `${name}.zip`);
      await repack(original, zipPath, (contents) => contents.set('manifest.json', Buffer.from(text)));
      const result = await verifyPackage(zipPath);
      expect(result).toMatchObject({ ok: false, problems: [{ path: 'manifest.json', kind: 'changed' }] });
      expect(result.manifest).toBeUndefined();
      expect(result.error).toMatch(message);
    }

    const notZip = join(folder, 'notes.zip');
    writeFileSync(notZip, 'just some text');
    const unreadable = await verifyPackage(notZip);
    expect(unreadable).toMatchObject({ ok: false, problems: [] });
    expect(unreadable.error).toMatch(/cannot be read as a ZIP file/);
    expect((await verifyPackage(join(folder, 'absent.zip'))).error).toMatch(/absent\.zip does not exist\./);
  });
});
