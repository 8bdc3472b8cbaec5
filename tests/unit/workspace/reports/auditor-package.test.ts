/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { and, eq } from 'drizzle-orm';
import { libraryControls } from '@/lib/catalog/controls';
import { getDb } from '@/lib/db/client';
import { activity, organizationFrameworks, reports } from '@/lib/db/schema';
import { defaultFrameworkSettings } from '@/lib/domain/frameworks/settings';
import type { PackageManifest } from '@/lib/reports/package/manifest';
import { verifyPackage } from '@/lib/reports/package/verify';
import { fileStorage } from '@/lib/storage';
import { scheduleAudit } from '@/lib/workspace/audits';
import { setControlState } from '@/lib/workspace/frameworks';
import { createEvidence, linkEvidenceControl, reviseEvidence, verifyEvidence } from '@/lib/workspace/evidence';
import { addFrameworks } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import { createPolicy } from '@/lib/workspace/policies';
import { approvePolicy, submitPolicy } from '@/lib/workspace/policies';
import { openReportFile } from '@/lib/workspace/reports';
import { drainReportJobs } from '@/lib/workspace/reports';
import { requestAuditPackage, requestFrameworkPackage } from '@/lib/workspace/reports';
import { deleteReportsPastRetention } from '@/lib/workspace/reports';
import { createReport, listAuditPackages } from '@/lib/workspace/reports';
import { flipByteOf, readZip, unzipTo } from '../../reports/zip-support';
import { pdfFile, upload, uploads } from '../evidence/fixtures';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('auditor-package');
// Each test makes real files (render, store, read back): room for a busy machine.
jest.setTimeout(30_000);

const soc2Control = libraryControls.find((control) => control.maps.some((key) => key.startsWith('soc2:')))!;
let folder: string;
let admin: Member;
let member: Member;
let other: Member;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'auditor-package-'));
  admin = await founder('Auditee', 'Package Org');
  member = await joinAs(admin, 'member');
  other = await founder('Outsider', 'Other Org');
  await addFrameworks(admin, ['soc2']);
  await setControlState(admin, soc2Control.id, { state: 'implemented', reason: '', ownerMemberId: member.id, note: '', version: 0 });

  const draft = await createPolicy(admin, {
    name: 'Access Control Policy',
    description: '',
    framework: 'soc2',
    owner: 'Ada',
    reviewFrequency: '12',
  });
  const submitted = await submitPolicy(admin, draft.id, draft.version);
  await approvePolicy(admin, submitted.id, submitted.version);
  await createPolicy(admin, { name: 'Draft Policy', description: '', framework: 'soc2', owner: 'Ada', reviewFrequency: '12' });

  // Verified and linked, with a second revision: only the newest file goes in.
  let counted = await createEvidence(member, { ...upload, name: 'Access review' }, await uploads(pdfFile('review-v1.pdf', 'first')));
  counted = (
    await reviseEvidence(member, 'replace', { id: counted.id, version: counted.version }, await uploads(pdfFile('review-v2.pdf', 'second')))
  ).record;
  counted = await verifyEvidence(admin, { id: counted.id, version: counted.version });
  await linkEvidenceControl(member, { id: counted.id, version: counted.version, controlId: soc2Control.id });
  // Linked but not verified: it proves nothing yet, so it stays out.
  const pending = await createEvidence(member, { ...upload, name: 'Pending scan' }, await uploads(pdfFile('pending.pdf')));
  await linkEvidenceControl(member, { id: pending.id, version: pending.version, controlId: soc2Control.id });
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function downloadTo(member: Member, id: string, name: string): Promise<string> {
  const path = join(folder, name);
  await pipeline((await openReportFile(member, id)).stream, createWriteStream(path));
  return path;
}

describe('auditor packages', () => {
  it('hold the approved policies as PDF, the current files of counting evidence, the control matrix, a manifest and SHA256SUMS that verify', async () => {
    const record = await requestFrameworkPackage(member, { framework: 'soc2', startDate: '2026-01-01', endDate: '2026-12-31' });
    expect(record).toMatchObject({ type: 'auditor-package', format: 'zip', frameworks: ['soc2'], status: 'generating' });
    await drainReportJobs();
    const zipPath = await downloadTo(member, record.id, 'package.zip');

    const result = await verifyPackage(zipPath);
    expect(result.ok).toBe(true);
    const manifest = result.manifest as PackageManifest;
    expect(manifest).toMatchObject({
      organization: 'Package Org',
      framework: { id: 'soc2', name: 'SOC 2 Type II' },
      period: { start: '2026-01-01', end: '2026-12-31' },
    });
    expect(manifest.files.map((file) => file.path)).toEqual([
      'policies/access-control-policy-v1.0.pdf',
      'evidence/Access review/review-v2.pdf',
      'control-matrix.csv',
      'control-coverage.csv',
      'check-logic.md',
      'records/risk-register.pdf',
      'records/risk-register.xlsx',
    ]);
    expect(manifest.files.map((file) => file.source.type)).toEqual([
      'policy',
      'evidence',
      'control-matrix',
      'control-coverage',
      'check-logic',
      'register',
      'register',
    ]);
    // The only administrator approved the policy they wrote: marked. The evidence was verified by a second person: not.
    expect(manifest.files.map((file) => file.source.approval)).toEqual([
      'self-approved',
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);

    const contents = await readZip(zipPath);
    expect([...contents.keys()]).toEqual([...manifest.files.map((file) => file.path), 'VERIFY.txt', 'manifest.json', 'SHA256SUMS']);
    expect(contents.get('VERIFY.txt')!.toString('utf8')).toContain('Organization: Package Org');
    // Each check that proves a SOC 2 control states its logic, as on its page.
    const logic = contents.get('check-logic.md')!.toString('utf8');
    expect(logic).toContain('## The GitHub organization requires two-factor authentication');
    expect(logic).toContain('Rule: Each active user must be enrolled in 2-Step Verification.');
    expect(logic).toMatch(/- AC-05 .+\(.*soc2:CC6\.1/);
    // Unzipped, the package checks with the system's own tool.
    const unpacked = join(folder, 'unpacked');
    await unzipTo(zipPath, unpacked);
    const checked = spawnSync('sha256sum', ['-c', 'SHA256SUMS'], { cwd: unpacked, encoding: 'utf8' });
    expect(checked.status).toBe(0);
    expect(checked.stdout).toContain('evidence/Access review/review-v2.pdf: OK');
    expect(contents.get('policies/access-control-policy-v1.0.pdf')!.subarray(0, 5).toString()).toBe('%PDF-');
    expect(contents.get('evidence/Access review/review-v2.pdf')!.toString()).toContain('second');
    const matrix = contents.get('control-matrix.csv')!.toString('utf8');
    expect(matrix).toContain('Requirement,Requirement title,Control,Control name,State,Owner,Evidence,Approval');
    expect(matrix).toMatch(new RegExp(`${soc2Control.id},[^\\r]*Implemented,${member.displayName},Access review,\\r\\n`));
    for (const file of manifest.files) {
      expect(createHash('sha256').update(contents.get(file.path)!).digest('hex')).toBe(file.sha256);
      expect(contents.get(file.path)!.length).toBe(file.size);
    }

    const row = (await (await getDb()).select().from(reports).where(eq(reports.id, record.id)))[0]!;
    expect(row.sha256).toBe(createHash('sha256').update(readFileSync(zipPath)).digest('hex'));

    // One byte changed: the verifier names the file.
    await flipByteOf(zipPath, 'evidence/Access review/review-v2.pdf', 5);
    const tampered = await verifyPackage(zipPath);
    expect(tampered.ok).toBe(false);
    expect(tampered.problems.map((problem) => [problem.path, problem.kind])).toEqual([['evidence/Access review/review-v2.pdf', 'changed']]);
  });

  it("mark a one-person organization's self-approved policy and self-verified evidence in the manifest and the matrix", async () => {
    const solo = await founder('Solo', 'Solo Org');
    await addFrameworks(solo, ['soc2']);
    await setControlState(solo, soc2Control.id, { state: 'implemented', reason: '', ownerMemberId: solo.id, note: '', version: 0 });
    const draft = await createPolicy(solo, {
      name: 'Solo Policy',
      description: '',
      framework: 'soc2',
      owner: 'Solo',
      reviewFrequency: '12',
    });
    const submitted = await submitPolicy(solo, draft.id, draft.version);
    await approvePolicy(solo, submitted.id, submitted.version);
    let item = await createEvidence(solo, { ...upload, name: 'Solo proof' }, await uploads(pdfFile('solo.pdf')));
    item = await verifyEvidence(solo, { id: item.id, version: item.version });
    expect(item.selfVerified).toBe(true);
    await linkEvidenceControl(solo, { id: item.id, version: item.version, controlId: soc2Control.id });

    const record = await requestFrameworkPackage(solo, { framework: 'soc2', startDate: '2026-01-01', endDate: '2026-12-31' });
    await drainReportJobs();
    const zipPath = await downloadTo(solo, record.id, 'solo.zip');
    const result = await verifyPackage(zipPath);
    expect(result.ok).toBe(true);
    const manifest = result.manifest as PackageManifest;
    expect(manifest.files.map((file) => [file.source.type, file.source.approval])).toEqual([
      ['policy', 'self-approved'],
      ['evidence', 'self-verified'],
      ['control-matrix', undefined],
      ['control-coverage', undefined],
      ['check-logic', undefined],
      ['register', undefined],
      ['register', undefined],
    ]);
    const matrix = (await readZip(zipPath)).get('control-matrix.csv')!.toString('utf8');
    expect(matrix).toMatch(
      new RegExp(`${soc2Control.id},[^\\r]*Implemented,${solo.displayName},Solo proof,self-verified: Solo proof\\r\\n`),
    );
  });

  it('from an audit cover its framework and dates, and are listed on the audit; another organization’s audit is not found', async () => {
    const audit = await scheduleAudit(admin, {
      name: 'SOC 2 Type II 2026',
      type: 'external',
      framework: 'soc2',
      auditor: 'Audit & Co',
      startDate: '2026-03-01',
      endDate: '2026-03-20',
      description: '',
    });
    const record = await requestAuditPackage(member, audit.id);
    expect(record).toMatchObject({
      name: 'Auditor package: SOC 2 Type II 2026',
      startOn: '2026-03-01',
      endOn: '2026-03-20',
      auditId: audit.id,
    });
    await drainReportJobs();
    expect((await listAuditPackages(member, audit.id)).map((item) => [item.id, item.status])).toEqual([[record.id, 'generated']]);
    expect(await listAuditPackages(other, audit.id)).toEqual([]);
    expect((await refusal(requestAuditPackage(other, audit.id))).status).toBe(404);
    expect((await refusal(requestAuditPackage(member, 'not-an-id'))).status).toBe(404);
  });
});

describe('data retention', () => {
  async function reportMadeYearsAgo(owner: Member, name: string, years: number) {
    const record = await createReport(owner, {
      name,
      type: 'executive',
      frameworks: ['soc2'],
      startDate: '2026-01-01',
      endDate: '2026-03-31',
      format: 'pdf',
      notes: '',
    });
    await drainReportJobs();
    const db = await getDb();
    const [row] = await db
      .update(reports)
      .set({ generatedAt: new Date(Date.now() - years * 365.25 * 24 * 3600 * 1000 - 86_400_000) })
      .where(eq(reports.id, record.id))
      .returning();
    return row!;
  }

  it('deletes report files older than the longest retention the organization’s frameworks ask for (3 years by default)', async () => {
    const old = await reportMadeYearsAgo(admin, 'Four years old', 4);
    const recent = await reportMadeYearsAgo(admin, 'Two years old', 2);
    const otherOld = await reportMadeYearsAgo(other, 'Other org, four years old', 4);
    // The other organization keeps 5 years through its framework settings.
    await addFrameworks(other, ['soc2']);
    await (
      await getDb()
    )
      .update(organizationFrameworks)
      .set({ settings: { ...defaultFrameworkSettings(), dataRetention: '5' } })
      .where(and(eq(organizationFrameworks.organizationId, other.organizationId), eq(organizationFrameworks.frameworkId, 'soc2')));

    expect(await deleteReportsPastRetention()).toBe(1);
    const db = await getDb();
    const left = (await db.select({ id: reports.id }).from(reports)).map((row) => row.id);
    expect(left).not.toContain(old.id);
    expect(left).toEqual(expect.arrayContaining([recent.id, otherOld.id]));
    expect(await fileStorage().get(old.storageKey!)).toBeNull();
    expect(await fileStorage().get(recent.storageKey!)).not.toBeNull();
    const [entry] = await db
      .select()
      .from(activity)
      .where(and(eq(activity.recordId, old.id), eq(activity.action, 'report.retention')));
    expect(entry?.summary).toBe('Deleted the report Four years old, older than the 3-year data retention');
    expect(await deleteReportsPastRetention()).toBe(0);
  });
});
