/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checksumsText, compareChecksums, parseChecksums } from '@/lib/reports/package/checksums';
import { safeEntryPath } from '@/lib/reports/package/manifest';
import { writePackage, type PackageFile } from '@/lib/reports/package/write';
import { verifyPackage } from '@/lib/reports/package/verify';
import { hasCommand, readZip, repack, unzipTo } from './zip-support';

const sha256 = (bytes: Uint8Array | string) => createHash('sha256').update(bytes).digest('hex');
const A = sha256('a');
const B = sha256('b');

describe('checksumsText', () => {
  it('writes "<sha256>  <path>" lines with \\n ends, sorted by the UTF-8 bytes of the path', () => {
    expect(
      checksumsText([
        { path: 'policies/b.pdf', sha256: B },
        { path: 'SHA-notes.txt', sha256: A },
        { path: 'évidence/x.pdf', sha256: A },
        { path: 'evidence/a b.pdf', sha256: B },
        { path: 'Zeta.txt', sha256: A },
      ]),
    ).toBe(
      [`${A}  SHA-notes.txt`, `${A}  Zeta.txt`, `${B}  evidence/a b.pdf`, `${B}  policies/b.pdf`, `${A}  évidence/x.pdf`, ''].join('\n'),
    );
    expect(checksumsText([])).toBe('');
  });

  it('refuses a path the checksum tools would read as an escape or a line end, and a hash that is not lowercase hex', () => {
    for (const path of ['a\\b.pdf', 'a\nb.pdf', 'a\rb.pdf', '']) {
      expect(() => checksumsText([{ path, sha256: A }])).toThrow('SHA256SUMS cannot list the path');
    }
    expect(() => checksumsText([{ path: 'a', sha256: A.toUpperCase() }])).toThrow('is not a SHA-256');
    expect(() => checksumsText([{ path: 'a', sha256: 'abc' }])).toThrow('is not a SHA-256');
  });
});

describe('parseChecksums', () => {
  it('reads what checksumsText writes, and the binary-mode "*" form', () => {
    const text = checksumsText([
      { path: 'a b  c.txt', sha256: A },
      { path: 'dir/ü.pdf', sha256: B },
    ]);
    expect(parseChecksums(text)).toEqual(
      new Map([
        ['a b  c.txt', A],
        ['dir/ü.pdf', B],
      ]),
    );
    expect(parseChecksums(`${A} *x.bin`)).toEqual(new Map([['x.bin', A]]));
  });

  it('says why a text is not a SHA256SUMS file', () => {
    expect(parseChecksums('')).toBe('line 1 is not "<sha256>  <path>"');
    expect(parseChecksums('\n')).toBe('line 1 is not "<sha256>  <path>"');
    expect(parseChecksums(`${A}  a\n\n`)).toBe('line 2 is not "<sha256>  <path>"');
    expect(parseChecksums(`${A}  a\n${A.toUpperCase()}  b\n`)).toBe('line 2 is not "<sha256>  <path>"');
    expect(parseChecksums(`${A} a\n`)).toBe('line 1 is not "<sha256>  <path>"');
    expect(parseChecksums(`${A}  a\r\n`)).toBe('line 1 is not "<sha256>  <path>"');
    expect(parseChecksums(`${A}  a\n${B}  a\n`)).toBe('it lists "a" twice');
  });
});

describe('compareChecksums', () => {
  const sums = new Map([
    ['a', A],
    ['b', B],
  ]);

  it('finds nothing when every file is listed with its SHA-256', () => {
    expect(
      compareChecksums(
        sums,
        ['a', 'b'],
        new Map([
          ['a', A],
          ['b', B],
        ]),
        new Set(),
      ),
    ).toEqual([]);
  });

  it('names a file whose SHA-256 differs from its line, a listed file that is absent and a file left out', () => {
    expect(compareChecksums(sums, ['a', 'c'], new Map([['a', B]]), new Set())).toEqual([
      { path: 'a', kind: 'checksum', expected: A, actual: B },
      { path: 'SHA256SUMS', kind: 'checksum-list', detail: 'it lists "b", which is not in the package' },
      { path: 'SHA256SUMS', kind: 'checksum-list', detail: 'it does not list "c"' },
    ]);
  });

  it('leaves out files that have a problem already, and files it could not hash', () => {
    expect(compareChecksums(sums, ['a', 'c'], new Map([['a', B]]), new Set(['a', 'b', 'c']))).toEqual([]);
    expect(compareChecksums(sums, ['a', 'b'], new Map(), new Set())).toEqual([]);
  });
});

/** Names an evidence item or file could have, each with something a shell or the checksum tools might trip on. */
const AWKWARD_NAMES: [folder: string, name: string][] = [
  ['policies', 'Access Control Policy v1.0.pdf'],
  ['evidence/Q1 review: "final" <v2>?', 'scan  two  spaces.pdf'],
  ['evidence/Contrôle d’accès', "Kunde's $HOME & co #1 (copy) [a];b.pdf"],
  ['evidence/back\\slash', 'line\nbreak\r.pdf'],
  ['evidence/-rf', '-'],
  ['evidence/emoji 😀', '*star*.txt'],
  ['', 'manifest.json'],
  ['', 'SHA256SUMS'],
];

let folder: string;
let zipPath: string;
let unpacked: string;
let paths: string[];

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'package-checksums-test-'));
  zipPath = join(folder, 'package.zip');
  const taken = new Set<string>();
  const files: PackageFile[] = AWKWARD_NAMES.map(([where, name], index) => ({
    path: safeEntryPath(where, name, taken),
    source: { type: 'evidence', name },
    open: async () => Buffer.from(`file ${index}: ${name}\n`.repeat(40)),
  }));
  paths = files.map((file) => file.path);
  await writePackage(
    createWriteStream(zipPath),
    {
      organization: 'Acme Health',
      framework: { id: 'soc2', name: 'SOC 2' },
      period: { start: '2026-01-01', end: '2026-12-31' },
      generatedAt: '2026-11-25T10:00:00.000Z',
    },
    files,
  );
  unpacked = join(folder, 'unpacked');
  await unzipTo(zipPath, unpacked);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Runs a checksum command in the unpacked package and returns its exit code and output. */
function check(command: string, args: string[]): { status: number | null; out: string } {
  const result = spawnSync(command, args, { cwd: unpacked, encoding: 'utf8', env: { ...process.env, LC_ALL: 'C.UTF-8' } });
  return { status: result.status, out: `${result.stdout}${result.stderr}` };
}

/** Flips one bit of an unpacked file, runs `check` on the changed package, and restores the file. */
function withFlippedByte<T>(path: string, check: () => T): T {
  const file = join(unpacked, path);
  const original = readFileSync(file);
  const changed = Buffer.from(original);
  changed[5]! ^= 0x01;
  writeFileSync(file, changed);
  try {
    return check();
  } finally {
    writeFileSync(file, original);
  }
}

describe('an unpacked package', () => {
  it('keeps awkward names in the ZIP and SHA256SUMS alike, and lists every other file in SHA256SUMS', async () => {
    expect(paths).toEqual([
      'policies/Access Control Policy v1.0.pdf',
      'evidence/Q1 review_ _final_ _v2__/scan  two  spaces.pdf',
      "evidence/Contrôle d’accès/Kunde's $HOME & co #1 (copy) [a];b.pdf",
      'evidence/back/slash/line_break_.pdf',
      'evidence/-rf/-',
      'evidence/emoji 😀/_star_.txt',
      'manifest (2).json',
      'SHA256SUMS (2)',
    ]);
    const contents = await readZip(zipPath);
    const sums = parseChecksums(contents.get('SHA256SUMS')!.toString('utf8'));
    expect(sums).toBeInstanceOf(Map);
    const others = [...contents.keys()].filter((path) => path !== 'SHA256SUMS');
    expect([...(sums as Map<string, string>).keys()].sort()).toEqual(others.sort());
    for (const [path, hash] of sums as Map<string, string>) expect(sha256(contents.get(path)!)).toBe(hash);
  });

  it('passes `sha256sum -c SHA256SUMS`, which fails naming the file after one byte of it changes', () => {
    const passed = check('sha256sum', ['-c', 'SHA256SUMS']);
    expect(passed.status).toBe(0);
    for (const path of [...paths, 'manifest.json', 'VERIFY.txt']) expect(passed.out).toContain(`${path}: OK`);
    expect(passed.out).not.toContain('SHA256SUMS: OK');

    const victim = "evidence/Contrôle d’accès/Kunde's $HOME & co #1 (copy) [a];b.pdf";
    const failed = withFlippedByte(victim, () => check('sha256sum', ['-c', 'SHA256SUMS']));
    expect(failed.status).not.toBe(0);
    expect(failed.out).toContain(`${victim}: FAILED`);
    expect(failed.out.match(/FAILED$/gm)).toHaveLength(1);
  });

  const shasum = hasCommand('shasum');
  (shasum ? it : it.skip)(
    `passes \`shasum -a 256 -c SHA256SUMS\`, which fails naming the file after one byte of it changes${shasum ? '' : ' (skipped: shasum is not installed on this machine)'}`,
    () => {
      const passed = check('shasum', ['-a', '256', '-c', 'SHA256SUMS']);
      expect(passed.status).toBe(0);
      for (const path of [...paths, 'manifest.json', 'VERIFY.txt']) expect(passed.out).toContain(`${path}: OK`);

      const victim = 'evidence/-rf/-';
      const failed = withFlippedByte(victim, () => check('shasum', ['-a', '256', '-c', 'SHA256SUMS']));
      expect(failed.status).not.toBe(0);
      expect(failed.out).toContain(`${victim}: FAILED`);
      expect(failed.out.match(/FAILED$/gm)).toHaveLength(1);
    },
  );

  it('says in VERIFY.txt how to check it with those commands and what manifest.json holds', () => {
    const note = readFileSync(join(unpacked, 'VERIFY.txt'), 'utf8');
    expect(note).toContain('sha256sum -c SHA256SUMS');
    expect(note).toContain('shasum -a 256 -c SHA256SUMS');
    expect(note).toContain('manifest.json describes the package');
    expect(note).toContain('Organization: Acme Health');
    expect(note).toContain('Period: 2026-01-01 to 2026-12-31');
    expect(note).not.toContain('\r');
  });
});

describe('verifyPackage and SHA256SUMS', () => {
  const tampered = (name: string) => join(folder, `${name}.zip`);
  const sumsOf = (contents: Map<string, Buffer>) => contents.get('SHA256SUMS')!.toString('utf8');

  it('finds the package as written intact, SHA256SUMS included', async () => {
    expect(await verifyPackage(zipPath)).toMatchObject({ ok: true, problems: [] });
  });

  it('names VERIFY.txt or manifest.json when they no longer match SHA256SUMS', async () => {
    const note = await readZip(zipPath).then((contents) => contents.get('VERIFY.txt')!);
    await repack(zipPath, tampered('note'), (contents) => contents.set('VERIFY.txt', Buffer.from('Nothing to check.\n')));
    expect((await verifyPackage(tampered('note'))).problems).toEqual([
      { path: 'VERIFY.txt', kind: 'checksum', expected: sha256(note), actual: sha256('Nothing to check.\n') },
    ]);

    await repack(zipPath, tampered('manifest'), (contents) => {
      const manifest = JSON.parse(contents.get('manifest.json')!.toString('utf8')) as { organization: string };
      contents.set('manifest.json', Buffer.from(JSON.stringify({ ...manifest, organization: 'Someone Else' })));
    });
    const result = await verifyPackage(tampered('manifest'));
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatchObject({ path: 'manifest.json', kind: 'checksum' });
  });

  it('names a file whose line in SHA256SUMS was changed, though the file matches the manifest', async () => {
    const victim = 'policies/Access Control Policy v1.0.pdf';
    await repack(zipPath, tampered('line'), (contents) => {
      const wrong = sha256('something else');
      contents.set('SHA256SUMS', Buffer.from(sumsOf(contents).replace(/^[0-9a-f]{64}(?=  policies\/)/m, wrong)));
    });
    expect((await verifyPackage(tampered('line'))).problems).toEqual([
      { path: victim, kind: 'checksum', expected: sha256('something else'), actual: expect.stringMatching(/^[0-9a-f]{64}$/) },
    ]);
  });

  it('says when SHA256SUMS leaves a file out, lists one not in the package, cannot be read or is missing', async () => {
    await repack(zipPath, tampered('left-out'), (contents) => {
      contents.set('SHA256SUMS', Buffer.from(sumsOf(contents).replace(/^.*  VERIFY\.txt\n/m, '')));
    });
    expect((await verifyPackage(tampered('left-out'))).problems).toEqual([
      { path: 'SHA256SUMS', kind: 'checksum-list', detail: 'it does not list "VERIFY.txt"' },
    ]);

    await repack(zipPath, tampered('extra-line'), (contents) => {
      contents.set('SHA256SUMS', Buffer.from(`${sumsOf(contents)}${sha256('x')}  evidence/ghost.pdf\n`));
    });
    expect((await verifyPackage(tampered('extra-line'))).problems).toEqual([
      { path: 'SHA256SUMS', kind: 'checksum-list', detail: 'it lists "evidence/ghost.pdf", which is not in the package' },
    ]);

    await repack(zipPath, tampered('unreadable'), (contents) => contents.set('SHA256SUMS', Buffer.from('all files are fine\n')));
    expect((await verifyPackage(tampered('unreadable'))).problems).toEqual([
      { path: 'SHA256SUMS', kind: 'checksum-list', detail: 'line 1 is not "<sha256>  <path>"' },
    ]);

    await repack(zipPath, tampered('no-sums'), (contents) => contents.delete('SHA256SUMS'));
    expect((await verifyPackage(tampered('no-sums'))).problems).toEqual([{ path: 'SHA256SUMS', kind: 'missing' }]);

    await repack(zipPath, tampered('no-note'), (contents) => contents.delete('VERIFY.txt'));
    expect((await verifyPackage(tampered('no-note'))).problems).toEqual([{ path: 'VERIFY.txt', kind: 'missing' }]);
  });

  it('still verifies a package of the first format, which had neither SHA256SUMS nor VERIFY.txt', async () => {
    await repack(zipPath, tampered('format-1'), (contents) => {
      contents.delete('SHA256SUMS');
      contents.delete('VERIFY.txt');
      const manifest = JSON.parse(contents.get('manifest.json')!.toString('utf8')) as object;
      contents.set('manifest.json', Buffer.from(JSON.stringify({ ...manifest, format: 'complia-auditor-package/1' })));
    });
    expect(await verifyPackage(tampered('format-1'))).toMatchObject({ ok: true, problems: [] });

    // In that format, a SHA256SUMS would be a file the manifest does not list.
    await repack(tampered('format-1'), tampered('format-1-extra'), (contents) => contents.set('SHA256SUMS', Buffer.from('')));
    expect((await verifyPackage(tampered('format-1-extra'))).problems).toEqual([{ path: 'SHA256SUMS', kind: 'unexpected' }]);
  });
});
