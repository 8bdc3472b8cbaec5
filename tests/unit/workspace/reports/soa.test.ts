/** @jest-environment node */
import ExcelJS from 'exceljs';
import { addFrameworks, setControlState } from '@/lib/workspace/frameworks';
import type { Member } from '@/lib/workspace/member';
import {
  drainReportJobs,
  listStatementsOfApplicability,
  openReportFile,
  requestStatementOfApplicability,
  SOA_NEEDS_ISO,
} from '@/lib/workspace/reports';
import { addRiskFromLibrary, linkRiskControl } from '@/lib/workspace/risks';
import { riskLibrary } from '@/lib/catalog/risk-library';
import { founder, joinAs, refusal, withThrowAwayDatabase } from '../fixtures';
import { today } from '../risks/fixtures';

withThrowAwayDatabase('soa');
// The job renders and stores a real workbook: room for a busy machine.
jest.setTimeout(30_000);

let admin: Member;
let viewer: Member;
let other: Member;

beforeAll(async () => {
  admin = await founder('Iso Lead', 'Iso Org');
  viewer = await joinAs(admin, 'viewer');
  other = await founder('Outsider', 'Other Org');
  await addFrameworks(admin, ['iso27001']);
});

async function bytesOf(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

describe('the Statement of Applicability job', () => {
  it('is generated from the control states and the risk register, and read back with a row per Annex A control', async () => {
    await setControlState(admin, 'PHY-01', {
      state: 'not-applicable',
      reason: 'Fully remote company, no offices',
      ownerMemberId: '',
      note: '',
      version: 0,
    });
    const risk = await addRiskFromLibrary(admin, riskLibrary[0]!.id, today);
    await linkRiskControl(admin, risk.id, 'AC-01');

    const requested = await requestStatementOfApplicability(admin, 'excel');
    expect(requested).toMatchObject({ type: 'statement-of-applicability', format: 'excel', status: 'generating' });
    await drainReportJobs();
    const [listed] = await listStatementsOfApplicability(viewer);
    expect(listed).toMatchObject({ id: requested.id, status: 'generated' });

    const download = await openReportFile(viewer, requested.id);
    expect(download.fileName).toMatch(/\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await bytesOf(download.stream)) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Statement of Applicability')!;
    expect(sheet.actualRowCount).toBe(94);
    const rows = Array.from({ length: 93 }, (_, index) => (sheet.getRow(index + 2).values as unknown[]).slice(1));
    expect(rows.find((row) => row[0] === 'A.7.1')!.slice(3, 6)).toEqual([
      'No',
      'PHY-01: Fully remote company, no offices',
      'Not Applicable',
    ]);
    const accessControl = rows.find((row) => row[0] === 'A.5.15')!;
    expect(accessControl[3]).toBe('Yes');
    expect(String(accessControl[7])).toContain(risk.title);
  });

  it('makes a Word file too', async () => {
    const requested = await requestStatementOfApplicability(admin, 'word');
    await drainReportJobs();
    const download = await openReportFile(admin, requested.id);
    expect(download.fileName).toMatch(/\.docx$/);
    expect((await bytesOf(download.stream)).subarray(0, 2).toString('latin1')).toBe('PK');
  });

  it("is refused to a viewer, to an organization without ISO 27001, and lists none of another organization's", async () => {
    expect((await refusal(requestStatementOfApplicability(viewer, 'excel'))).status).toBe(403);
    const refused = await refusal(requestStatementOfApplicability(other, 'excel'));
    expect([refused.status, refused.message]).toEqual([422, SOA_NEEDS_ISO]);
    expect(await listStatementsOfApplicability(other)).toEqual([]);
  });
});
