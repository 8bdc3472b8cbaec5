/** @jest-environment node */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { getDb } from '@/lib/db/client';
import { checkRuns } from '@/lib/db/schema';
import type { StoredCheckResult } from '@/lib/db/tables/integrations';
import type { PackageManifest } from '@/lib/reports/package/manifest';
import { verifyPackage } from '@/lib/reports/package/verify';
import { checkRunsForPeriod } from '@/lib/workspace/checks';
import { createEvidence, linkEvidenceControl, verifyEvidence } from '@/lib/workspace/evidence';
import { addFrameworks } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { drainReportJobs, openReportFile, requestFrameworkPackage } from '@/lib/workspace/reports';
import { readZip } from '../../reports/zip-support';
import { pdfFile, upload, uploads } from '../evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('auditor-package-coverage');
jest.setTimeout(30_000);

// AC-05 (multi-factor authentication) is mapped to SOC 2 CC6.1 and checked by the GitHub two-factor check.
const MFA = 'AC-05';
const TWO_FACTOR = 'github.org-two-factor';
let folder: string;
let admin: Member;
let other: Member;

async function run(owner: Member, startedAt: string, outcome: StoredCheckResult['outcome']) {
  const results: StoredCheckResult[] = [
    { checkId: TWO_FACTOR, resource: 'acme', outcome, reason: 'As the test needs.' },
    // Another check's failure says nothing of AC-05.
    { checkId: 'github.dependabot-critical', resource: 'acme/api', outcome: 'fail', reason: 'Old alert.' },
  ];
  const at = new Date(startedAt);
  await (await getDb()).insert(checkRuns).values({
    organizationId: owner.organizationId,
    provider: 'github',
    account: 'acme',
    requestedBy: 'Daily run',
    startedAt: at,
    finishedAt: at,
    results,
  });
}

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'auditor-package-coverage-'));
  admin = await founder('Auditee', 'Coverage Org');
  const member = await joinAs(admin, 'member');
  other = await founder('Outsider', 'Other Coverage Org');
  await addFrameworks(admin, ['soc2']);
  await addFrameworks(other, ['soc2']);

  // Current from the 5th through the 20th of January (its expiry day still counts).
  let item = await createEvidence(
    member,
    { ...upload, name: 'MFA settings', collectedOn: '2026-01-05', expiresOn: '2026-01-20' },
    await uploads(pdfFile('mfa.pdf')),
  );
  item = await verifyEvidence(admin, { id: item.id, version: item.version });
  await linkEvidenceControl(member, { id: item.id, version: item.version, controlId: MFA });
  // Linked but never verified: proves nothing.
  const pending = await createEvidence(
    member,
    { ...upload, name: 'MFA draft', collectedOn: '2026-01-01' },
    await uploads(pdfFile('draft.pdf')),
  );
  await linkEvidenceControl(member, { id: pending.id, version: pending.version, controlId: MFA });

  await run(admin, '2025-12-30T09:00:00Z', 'fail'); // two days before: says nothing of the period
  await run(admin, '2025-12-31T09:00:00Z', 'pass'); // covers January 1st
  await run(admin, '2026-01-10T08:00:00Z', 'pass');
  await run(admin, '2026-01-10T20:00:00Z', 'fail'); // the day's latest: the 10th and 11th are not covered
  await run(admin, '2026-01-25T09:00:00Z', 'pass'); // covers the 25th and 26th
  // Another organization's runs count for it alone.
  await run(other, '2026-01-15T09:00:00Z', 'fail');
  await run(other, '2026-01-28T09:00:00Z', 'pass');
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

function csvRows(csv: string): string[][] {
  expect(csv.startsWith('\uFEFF')).toBe(true);
  return csv
    .slice(1)
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) => line.split(','));
}

describe('control coverage in the auditor package', () => {
  it('lists each control of the framework once with its days covered and gaps, listed in the manifest and SHA256SUMS', async () => {
    const record = await requestFrameworkPackage(admin, { framework: 'soc2', startDate: '2026-01-01', endDate: '2026-01-31' });
    await drainReportJobs();
    const zipPath = join(folder, 'package.zip');
    await pipeline((await openReportFile(admin, record.id)).stream, createWriteStream(zipPath));

    const result = await verifyPackage(zipPath);
    expect(result).toMatchObject({ ok: true, problems: [] });
    const manifest = result.manifest as PackageManifest;
    expect(manifest.files.find((file) => file.source.type === 'control-coverage')).toMatchObject({
      path: 'control-coverage.csv',
      source: { type: 'control-coverage', name: 'Control coverage' },
    });
    const contents = await readZip(zipPath);
    expect(contents.get('SHA256SUMS')!.toString('utf8')).toMatch(/^[0-9a-f]{64} {2}control-coverage\.csv$/m);
    expect(contents.get('VERIFY.txt')!.toString('utf8')).toContain('control-coverage.csv gives, per control, the days');

    const rows = csvRows(contents.get('control-coverage.csv')!.toString('utf8'));
    expect(rows[0]).toEqual(['Control', 'Control name', 'Days in period', 'Days covered', 'Days not covered', 'Gaps']);
    const ids = rows.slice(1).map((row) => row[0]);
    // AC-03 is mapped to CC6.2 and CC6.3: one row.
    expect(ids.filter((id) => id === 'AC-03')).toHaveLength(1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(rows.find((row) => row[0] === MFA)).toEqual([
      MFA,
      'Multi-factor authentication',
      '31',
      '17',
      '14',
      '2026-01-02 to 2026-01-04; 2026-01-10 to 2026-01-11; 2026-01-21 to 2026-01-24; 2026-01-27 to 2026-01-31',
    ]);
    expect(rows.find((row) => row[0] === 'AC-03')).toEqual([
      'AC-03',
      'Periodic access reviews',
      '31',
      '0',
      '31',
      '2026-01-01 to 2026-01-31',
    ]);
  });

  it("counts only the organization's own runs", async () => {
    const record = await requestFrameworkPackage(other, { framework: 'soc2', startDate: '2026-01-01', endDate: '2026-01-31' });
    await drainReportJobs();
    const zipPath = join(folder, 'other.zip');
    await pipeline((await openReportFile(other, record.id)).stream, createWriteStream(zipPath));
    const rows = csvRows((await readZip(zipPath)).get('control-coverage.csv')!.toString('utf8'));
    expect(rows.find((row) => row[0] === MFA)).toEqual([
      MFA,
      'Multi-factor authentication',
      '31',
      '2',
      '29',
      '2026-01-01 to 2026-01-27; 2026-01-30 to 2026-01-31',
    ]);
  });
});

describe('checkRunsForPeriod', () => {
  it("reads the organization's runs of the period and of the day before, oldest first", async () => {
    const runs = await checkRunsForPeriod(admin, { start: '2026-01-01', end: '2026-01-25' });
    expect(runs.map((found) => found.startedAt.toISOString())).toEqual([
      '2025-12-31T09:00:00.000Z',
      '2026-01-10T08:00:00.000Z',
      '2026-01-10T20:00:00.000Z',
      '2026-01-25T09:00:00.000Z',
    ]);
    expect(runs[0]).toMatchObject({ provider: 'github', results: [{ checkId: TWO_FACTOR, outcome: 'pass' }, expect.anything()] });
  });

  it("never answers another organization's runs, and lets a viewer read", async () => {
    expect(
      (await checkRunsForPeriod(other, { start: '2026-01-01', end: '2026-01-31' })).map((found) => found.startedAt.toISOString()),
    ).toEqual(['2026-01-15T09:00:00.000Z', '2026-01-28T09:00:00.000Z']);
    const viewer = await joinAs(other, 'viewer');
    expect(await checkRunsForPeriod(viewer, { start: '2026-01-17', end: '2026-01-31' })).toHaveLength(1);
  });

  it('refuses a period whose days are not days', async () => {
    expect((await refusal(checkRunsForPeriod(admin, { start: 'soon', end: '2026-01-31' }))).kind).toBe('invalid');
    expect((await refusal(checkRunsForPeriod(admin, { start: '2026-02-01', end: '2026-02-30' }))).kind).toBe('invalid');
  });
});
