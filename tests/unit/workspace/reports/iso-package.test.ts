/** @jest-environment node */
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import ExcelJS from 'exceljs';
import type { PackageManifest } from '@/lib/reports/package/manifest';
import { verifyPackage } from '@/lib/reports/package/verify';
import { addFrameworks } from '@/lib/workspace/frameworks';
import { addReviewDecision, createManagementReview, saveScope } from '@/lib/workspace/isms';
import type { Member } from '@/lib/workspace/member';
import { drainReportJobs, openReportFile, requestFrameworkPackage } from '@/lib/workspace/reports';
import { createRisk } from '@/lib/workspace/risks';
import { readPdf } from '../../reports/pdf-support';
import { readZip } from '../../reports/zip-support';
import { founder, withThrowAwayDatabase } from '../fixtures';
import { reviewInput, scopeInput, today } from '../isms/fixtures';
import { form } from '../risks/fixtures';

withThrowAwayDatabase('iso-package');
// The package renders several files and reads PDFs back in a process of their own: room for a busy machine.
jest.setTimeout(60_000);

let admin: Member;
let folder: string;

beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'iso-package-'));
  admin = await founder('Iso Lead', 'Iso Package Org');
  await addFrameworks(admin, ['iso27001', 'soc2']);
});
afterAll(() => rmSync(folder, { recursive: true, force: true }));

async function packageOf(framework: 'iso27001' | 'soc2'): Promise<{ manifest: PackageManifest; files: Map<string, Buffer> }> {
  const record = await requestFrameworkPackage(admin, { framework, startDate: '2026-01-01', endDate: today });
  await drainReportJobs();
  const path = join(folder, `${framework}.zip`);
  await pipeline((await openReportFile(admin, record.id)).stream, createWriteStream(path));
  const verified = await verifyPackage(path);
  expect(verified).toMatchObject({ ok: true, problems: [] });
  return { manifest: verified.manifest as PackageManifest, files: await readZip(path) };
}

describe('the ISO 27001 auditor package', () => {
  it('holds the Statement of Applicability, the risk register, the ISMS records and the management review minutes', async () => {
    await createRisk(admin, form(admin, { title: 'Phished admin account' }));
    await saveScope(admin, scopeInput(0));
    const review = await createManagementReview(admin, reviewInput);
    await addReviewDecision(admin, {
      id: review.id,
      version: review.version,
      decision: 'Fund a phishing drill',
      owner: 'Bo',
      dueDate: today,
    });

    const { manifest, files } = await packageOf('iso27001');
    const registers = manifest.files.filter((file) => file.source.type === 'register');
    expect(registers.map((file) => [file.path, file.source.name])).toEqual([
      ['records/risk-register.pdf', 'Risk register'],
      ['records/risk-register.xlsx', 'Risk register'],
      ['records/statement-of-applicability.xlsx', 'Statement of Applicability'],
      ['records/statement-of-applicability.docx', 'Statement of Applicability'],
      ['records/isms-records.pdf', 'ISMS records'],
      ['records/management-review-minutes.pdf', 'Management review minutes'],
    ]);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(files.get('records/statement-of-applicability.xlsx')! as unknown as ExcelJS.Buffer);
    expect(workbook.getWorksheet('Statement of Applicability')!.actualRowCount).toBe(94);
    const register = (await readPdf(files.get('records/risk-register.pdf')!)).join('\n');
    expect(register).toContain('Phished admin account');
    expect(register).toContain('Inherent (left) and residual (right) heat maps');
    const minutes = (await readPdf(files.get('records/management-review-minutes.pdf')!)).join('\n');
    expect(minutes).toContain('Q4 management review');
    expect(minutes).toContain('Attendees: Ann, Bo.');
    expect(minutes).toContain('Fund a phishing drill');
    const isms = (await readPdf(files.get('records/isms-records.pdf')!)).join('\n');
    expect(isms).toContain('The Complia SaaS platform and the teams that run it');
    expect(isms).toContain('Office Wi-Fi');
  });

  it('leaves the ISO 27001 registers out of another framework’s package, which keeps the risk register', async () => {
    const { manifest } = await packageOf('soc2');
    expect(manifest.files.filter((file) => file.source.type === 'register').map((file) => file.path)).toEqual([
      'records/risk-register.pdf',
      'records/risk-register.xlsx',
    ]);
  });
});
