/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { verifyPackageCommand } from '@/scripts/verify-package';
import type { PackageFile } from '@/lib/reports/package/write';
import { writePackage } from '@/lib/reports/package/write';
import { repack } from './zip-support';

let folder: string;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'verify-package-cli-test-'));
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});

const files: PackageFile[] = [
  {
    path: 'policies/Access Control.pdf',
    source: { type: 'policy', id: 'pol-1', name: 'Access Control' },
    open: async () => Buffer.from('policy text '.repeat(20)),
  },
  {
    path: 'evidence/soc2/backup-logs.pdf',
    source: { type: 'evidence', id: 'ev-1', name: 'Backup logs' },
    open: async () => Buffer.from('backup completed; '.repeat(20)),
  },
];

/** A stored (uncompressed) package, so a test can change a file's bytes in place. */
async function samplePackage(): Promise<string> {
  const zipPath = join(folder, 'package.zip');
  await writePackage(
    createWriteStream(zipPath),
    {
      organization: 'Acme Health',
      framework: { id: 'fw-1', name: 'SOC 2' },
      period: { start: '2024-01-01', end: '2024-12-31' },
      generatedAt: '2025-02-03T04:05:06.000Z',
    },
    files,
    { compress: false },
  );
  return zipPath;
}

/** Changes the first occurrence of `text` in the file on disk to the same number of other bytes. */
function tamper(zipPath: string, text: string): void {
  const bytes = readFileSync(zipPath);
  const at = bytes.indexOf(text);
  expect(at).toBeGreaterThan(-1);
  bytes.write(text.toUpperCase(), at);
  writeFileSync(zipPath, bytes);
}

async function run(args: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await verifyPackageCommand(args, { log: (line) => out.push(line), error: (line) => err.push(line) });
  return { code, out, err };
}

describe('npm run verify-package', () => {
  it('lists every file as matching and exits 0 for an intact package', async () => {
    const zipPath = await samplePackage();
    expect(await run(['--', zipPath])).toEqual({
      code: 0,
      out: [
        'Auditor package: Acme Health, SOC 2, 2024-01-01 to 2024-12-31, generated 2025-02-03T04:05:06.000Z',
        '✓ policies/Access Control.pdf',
        '✓ evidence/soc2/backup-logs.pdf',
        'All 2 files match the manifest.',
        'SHA256SUMS agrees with every file.',
      ],
      err: [],
    });
  });

  it("names the package's own file that no longer matches SHA256SUMS and exits 1", async () => {
    const zipPath = await samplePackage();
    tamper(zipPath, 'How to check');
    const { code, out } = await run([zipPath]);
    expect(code).toBe(1);
    expect(out.slice(1)).toEqual([
      '✓ policies/Access Control.pdf',
      '✓ evidence/soc2/backup-logs.pdf',
      '✗ VERIFY.txt: changed (SHA-256 differs from SHA256SUMS)',
      'All 2 files match the manifest.',
      'SHA256SUMS does not agree with the package: 1 problem.',
    ]);
  });

  it('says when SHA256SUMS is missing or leaves a file out', async () => {
    const zipPath = await samplePackage();
    const withoutSums = join(folder, 'without-sums.zip');
    await repack(zipPath, withoutSums, (contents) => contents.delete('SHA256SUMS'));
    expect((await run([withoutSums])).out.slice(3)).toEqual([
      '✗ SHA256SUMS: missing (every auditor package has one)',
      'All 2 files match the manifest.',
      'SHA256SUMS does not agree with the package: 1 problem.',
    ]);
    const shortSums = join(folder, 'short-sums.zip');
    await repack(zipPath, shortSums, (contents) => {
      contents.set(
        'SHA256SUMS',
        Buffer.from(
          contents
            .get('SHA256SUMS')!
            .toString('utf8')
            .replace(/^.*  manifest\.json\n/m, ''),
        ),
      );
    });
    const result = await run([shortSums]);
    expect(result.code).toBe(1);
    expect(result.out.slice(3)).toEqual([
      '✗ SHA256SUMS: does not agree with the package: it does not list "manifest.json"',
      'All 2 files match the manifest.',
      'SHA256SUMS does not agree with the package: 1 problem.',
    ]);
  });

  it('names the changed file and exits 1', async () => {
    const zipPath = await samplePackage();
    tamper(zipPath, 'backup completed');
    const { code, out } = await run([zipPath]);
    expect(code).toBe(1);
    expect(out.slice(1)).toEqual([
      '✓ policies/Access Control.pdf',
      '✗ evidence/soc2/backup-logs.pdf: changed (SHA-256 differs from the manifest)',
      '1 of 2 files match the manifest: 1 changed.',
    ]);
  });

  it('exits 2 with the usage for no file, several files or an option', async () => {
    for (const args of [[], ['a.zip', 'b.zip'], ['--verbose']]) {
      expect(await run(args)).toEqual({ code: 2, out: [], err: ['Usage: npm run verify-package -- <package.zip>'] });
    }
    expect((await run(['--help'])).code).toBe(0);
  });

  it('exits 2 for a file that is not a readable package', async () => {
    const notZip = join(folder, 'notes.zip');
    writeFileSync(notZip, 'plain text');
    const result = await run([notZip]);
    expect(result.code).toBe(2);
    expect(result.err[0]).toMatch(/^✗ .*notes\.zip cannot be read as a ZIP file/);
    expect((await run([join(folder, 'absent.zip')])).err).toEqual([`✗ ${join(folder, 'absent.zip')} does not exist.`]);
  });

  it('runs as a script with the exit code of its verdict', async () => {
    const zipPath = await samplePackage();
    tamper(zipPath, 'policy text');
    const child = spawnSync(join(process.cwd(), 'node_modules', '.bin', 'tsx'), ['scripts/verify-package.ts', zipPath], {
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(child.stdout).toContain('✗ policies/Access Control.pdf: changed (SHA-256 differs from the manifest)');
    expect(child.stdout).toContain('✓ evidence/soc2/backup-logs.pdf');
    expect(child.status).toBe(1);
  }, 30_000);
});
