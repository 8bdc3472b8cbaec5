/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { PackageManifest } from '@/lib/reports/package/manifest';
import { addAuditRequest, commentOnAuditRequest, raiseRequestFinding } from '@/lib/workspace/audit-requests';
import { addFrameworks } from '@/lib/workspace/frameworks';
import { drainReportJobs, openReportFile, requestAuditPackage } from '@/lib/workspace/reports';
import { readZip } from '../../reports/zip-support';
import { founder, withThrowAwayDatabase } from '../fixtures';
import { typeTwoAudit } from './fixtures';

withThrowAwayDatabase('audit-requests-package');

describe('the auditor package of an audit with requests', () => {
  let folder: string;
  beforeAll(() => {
    folder = mkdtempSync(join(tmpdir(), 'request-package-'));
  });
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('carries the request list, the samples, the comments and the findings, each in the manifest and SHA256SUMS', async () => {
    const admin = await founder('Package Owner');
    await addFrameworks(admin, ['soc2']);
    const audit = await typeTwoAudit(admin);
    const { id } = await addAuditRequest(admin, {
      auditId: audit.id,
      reference: 'Z-9',
      text: 'Provide the vendor inventory.',
      dueOn: '2026-07-09',
    });
    await commentOnAuditRequest(admin, { id, body: 'Including subprocessors.' });
    await raiseRequestFinding(admin, {
      requestId: id,
      title: 'Inventory misses two vendors',
      severity: 'observation',
      description: 'The payroll and the mail provider are not listed.',
    });

    const record = await requestAuditPackage(admin, audit.id);
    await drainReportJobs();
    const path = join(folder, 'package.zip');
    await pipeline((await openReportFile(admin, record.id)).stream, createWriteStream(path));
    const entries = await readZip(path);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8')) as PackageManifest;
    const requestFiles = manifest.files.filter((file) => file.source.type === 'audit-requests');
    expect(requestFiles.map((file) => file.path)).toEqual([
      'audit/requests.csv',
      'audit/samples.csv',
      'audit/request-comments.csv',
      'audit/evidence-reviews.csv',
      'audit/evidence-item-comments.csv',
      'audit/findings.csv',
    ]);
    const sums = entries.get('SHA256SUMS')!.toString('utf8');
    for (const file of requestFiles) {
      const sha256 = createHash('sha256').update(entries.get(file.path)!).digest('hex');
      expect(file.sha256).toBe(sha256);
      expect(sums).toContain(`${sha256}  ${file.path}`);
    }
    expect(entries.get('audit/requests.csv')!.toString('utf8')).toContain('Z-9,Provide the vendor inventory.,2026-07-09,Open');
    expect(entries.get('audit/request-comments.csv')!.toString('utf8')).toContain('Including subprocessors.');
    expect(entries.get('audit/findings.csv')!.toString('utf8')).toContain(
      `Z-9,Inventory misses two vendors,Observation,The payroll and the mail provider are not listed.,${admin.displayName},`,
    );
  });
});
