/** @jest-environment node */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { defaultRiskScaleLabels } from '@/lib/domain/risks/rules';
import { renderReport } from '@/lib/reports/render';
import { bandFills, riskRegisterDocument, type ReportRisk } from '@/lib/reports/risk-register';

const risk = (patch: Partial<ReportRisk>): ReportRisk => ({
  id: 'r1',
  title: 'Ransomware',
  description: '',
  category: 'security',
  ownerMemberId: 'm1',
  ownerName: 'Ana Owner',
  inherentLikelihood: 4,
  inherentImpact: 5,
  residualLikelihood: 2,
  residualImpact: 5,
  treatment: 'mitigate',
  plan: 'Immutable backups',
  nextReviewOn: '2026-12-31',
  acceptanceApproverId: null,
  acceptanceApproverName: null,
  acceptedOn: null,
  acceptanceExpiresOn: null,
  libraryId: null,
  version: 1,
  controlIds: ['BCP-04', 'OPS-05'],
  ...patch,
});

const labels = { ...defaultRiskScaleLabels, impact: ['Tiny', 'Small', 'Medium', 'Big', 'Huge'] };
const meta = { organizationName: 'Acme', today: '2027-01-15', generatedAt: new Date('2027-01-15T09:00:00Z') };
const register = [
  risk({}),
  risk({
    id: 'r2',
    title: 'Office flood',
    category: 'physical',
    ownerName: null,
    inherentLikelihood: 1,
    inherentImpact: 3,
    residualLikelihood: 1,
    residualImpact: 3,
    treatment: 'accept',
    acceptanceApproverName: 'Ada Admin',
    acceptedOn: '2026-01-10',
    acceptanceExpiresOn: '2027-01-09',
    nextReviewOn: '2027-03-01',
    controlIds: [],
  }),
];

describe('the risk register report', () => {
  const document = riskRegisterDocument({ risks: register, labels }, meta);
  const [heatMaps, risks] = document.sections;

  it('summarises the register by residual band and overdue reviews', () => {
    expect(heatMaps!.paragraphs.slice(0, 2)).toEqual([
      '2 risks in the register; by residual rating: 0 Critical, 1 High, 0 Medium, 1 Low.',
      '1 risk past its review date.',
    ]);
  });

  it('draws the inherent and residual heat maps side by side, counts in cells coloured by band', () => {
    const table = heatMaps!.tables[0]!;
    expect(table.columns).toEqual(['Likelihood \\ Impact', '1', '2', '3', '4', '5', '', '1', '2', '3', '4', '5']);
    expect(heatMaps!.paragraphs.at(-1)).toBe(
      'Impact: 1 Tiny, 2 Small, 3 Medium, 4 Big, 5 Huge. Likelihood: 1 Rare, 2 Unlikely, 3 Possible, 4 Likely, 5 Almost certain.',
    );
    expect(table.rows.map((row) => row[0])).toEqual(['5 Almost certain', '4 Likely', '3 Possible', '2 Unlikely', '1 Rare']);
    // Inherent 4 × 5 (row "4 Likely", column 5) and 1 × 3; residual 2 × 5 and 1 × 3.
    expect(table.rows[1]!.slice(1, 6)).toEqual([0, 0, 0, 0, 1]);
    expect(table.rows[4]!.slice(1, 6)).toEqual([0, 0, 1, 0, 0]);
    expect(table.rows[3]!.slice(7)).toEqual([0, 0, 0, 0, 1]);
    expect(table.rows[4]!.slice(7)).toEqual([0, 0, 1, 0, 0]);
    expect(table.fills![0]![5]).toBe(bandFills.critical);
    expect(table.fills![4]![1]).toBe(bandFills.low);
    expect(table.fills![2]![3]).toBe(bandFills.medium);
    expect(table.fills![1]![3]).toBe(bandFills.high);
    expect(table.fills![0]![6]).toBeNull();
  });

  it("lists each risk with its ratings in the organization's words, treatment, controls and acceptance", () => {
    const rows = risks!.tables[0]!.rows;
    expect(rows[0]!.slice(0, 8)).toEqual([
      'Ransomware',
      'Information security',
      'Ana Owner',
      'Likely × Huge = 20 (Critical)',
      'Unlikely × Huge = 10 (High)',
      'Mitigate',
      'Immutable backups',
      'BCP-04 Backups\nOPS-05 Malware protection',
    ]);
    expect(rows[1]!.slice(2, 3)).toEqual(['No owner']);
    expect(rows[1]![8]).toBe('Approved by Ada Admin on 2026-01-10, expired 2027-01-09');
  });

  it('says so when the register is empty', () => {
    const empty = riskRegisterDocument({ risks: [], labels }, meta);
    expect(empty.sections[0]!.paragraphs[0]).toBe('The risk register holds no risk yet.');
    expect(empty.sections[1]!.paragraphs).toEqual(['No risk is recorded.']);
  });

  it('keeps the band colours in Excel and Word, on landscape pages', async () => {
    const excel = await renderReport(document, 'excel');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(excel.bytes) as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets.find((each) => each.name.startsWith('Inherent'))!;
    const cell = sheet.getRow(2).getCell(6);
    expect(cell.value).toBe(0);
    expect(cell.fill).toMatchObject({ type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${bandFills.critical}` } });

    const word = await renderReport(document, 'word');
    const xml = await (await JSZip.loadAsync(word.bytes)).file('word/document.xml')!.async('string');
    expect(xml).toContain(`w:fill="${bandFills.critical}"`);
    // Ten columns print landscape.
    expect(xml).toMatch(/<w:pgSz w:w="16838" w:h="11906" w:orient="landscape"\/>/);
    const pdf = Buffer.from((await renderReport(document, 'pdf')).bytes).toString('latin1');
    expect(pdf).toMatch(/\/MediaBox \[0 0 841\.89\d* 595\.2[78]\d*\]/);
  }, 30_000);
});
