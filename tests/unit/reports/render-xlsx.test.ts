/** @jest-environment node */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { formulaSafeText, renderXlsx, sheetNamer } from '@/lib/reports/render/xlsx';
import { FORMULA_TEXT, REQUIREMENT_ROWS, sampleDocument } from './sample-document';

let bytes: Uint8Array;
let workbook: ExcelJS.Workbook;

const sheet = (name: string) => {
  const found = workbook.getWorksheet(name);
  if (!found) throw new Error(`No sheet "${name}" in ${workbook.worksheets.map((each) => each.name).join(', ')}`);
  return found;
};

beforeAll(async () => {
  bytes = await renderXlsx(sampleDocument());
  workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
}, 30_000);

describe('the Excel report', () => {
  it('has a Summary sheet, then one sheet per table with names Excel accepts', () => {
    expect(Buffer.from(bytes.subarray(0, 2)).toString('latin1')).toBe('PK');
    expect(workbook.worksheets.map((each) => each.name)).toEqual([
      'Summary',
      'Frameworks',
      'Requirements status owner all',
      'Gaps by control and the owner r',
      'Gaps by control and the own (2)',
    ]);
  });

  it('summarizes the title, organization, kind, period, generated time, notes and paragraphs', () => {
    const summary = sheet('Summary');
    expect(summary.getCell('A1').value).toBe('SOC 2 Framework Report');
    const facts = new Map<string, ExcelJS.CellValue>();
    summary.eachRow((row) => facts.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(facts.get('Organization')).toBe('Northwind Health Ltd');
    expect(facts.get('Report')).toBe('Framework');
    expect(facts.get('Period start')).toEqual(new Date('2026-01-01T00:00:00Z'));
    expect(facts.get('Period end')).toEqual(new Date('2026-03-31T00:00:00Z'));
    expect(facts.get('Generated')).toEqual(new Date('2026-04-02T09:30:00Z'));
    expect(facts.get('Notes')).toBe('Prepared for the quarterly board review.');
    const texts: string[] = [];
    summary.eachRow((row) => row.eachCell((cell) => texts.push(cell.text)));
    expect(texts).toEqual(
      expect.arrayContaining([
        'Framework progress',
        'SOC 2 is 62% complete with a readiness score of 71.5.',
        'Summary for the board',
        'No open CCPA issues at the end of the period.',
      ]),
    );
  });

  it('writes a bold, frozen header row and every data row', () => {
    const requirements = sheet('Requirements status owner all');
    expect(requirements.getRow(1).values).toEqual([undefined, 'Requirement', 'Description', 'Status', 'Owner', 'Due', 'Evidence']);
    expect(requirements.getRow(1).getCell(1).font?.bold).toBe(true);
    expect(requirements.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(requirements.rowCount).toBe(REQUIREMENT_ROWS + 1);
    expect(requirements.getColumn(2).width).toBeGreaterThan(requirements.getColumn(1).width!);
  });

  it('keeps numbers as numbers and dates as dates', () => {
    const frameworks = sheet('Frameworks');
    expect(frameworks.getCell('B2').type).toBe(ExcelJS.ValueType.Number);
    expect(frameworks.getCell('B2').value).toBe(62);
    expect(frameworks.getCell('C3').value).toBe(55.25);
    expect(frameworks.getCell('D2').type).toBe(ExcelJS.ValueType.Date);
    expect(frameworks.getCell('D2').value).toEqual(new Date('2026-03-28T00:00:00Z'));
    expect(frameworks.getCell('D2').numFmt).toBe('yyyy-mm-dd');
    expect(frameworks.getCell('D3').type).toBe(ExcelJS.ValueType.Null);
    expect(frameworks.getCell('A2').type).toBe(ExcelJS.ValueType.String);
  });

  it('stores text that looks like a formula as text, never as a formula', async () => {
    const gaps = sheet('Gaps by control and the owner r');
    expect(gaps.getCell('C2').type).toBe(ExcelJS.ValueType.String);
    expect(gaps.getCell('C2').value).toBe(`'${FORMULA_TEXT}`);
    expect(gaps.getCell('C3').value).toBe("'+44 20 7946 0958");
    expect(gaps.getCell('C4').value).toBe("'-3 days overdue");
    const zip = await JSZip.loadAsync(bytes);
    const sheets = Object.keys(zip.files).filter((path) => /^xl\/worksheets\/sheet\d+\.xml$/.test(path));
    expect(sheets).toHaveLength(5);
    for (const path of sheets) expect(await zip.file(path)!.async('string')).not.toMatch(/<f[ >]/);
    expect(await zip.file('xl/sharedStrings.xml')!.async('string')).toContain('=HYPERLINK(');
  });
});

describe('formula-safe text', () => {
  it('prefixes an apostrophe to text that starts like a formula', () => {
    for (const risky of ['=1+1', '+1', '-1', '@SUM(A1)', '\t=1', '\r=1']) expect(formulaSafeText(risky)).toBe(`'${risky}`);
    for (const plain of ['Met', '', '1+1', "'quoted", 'a=b']) expect(formulaSafeText(plain)).toBe(plain);
  });

  it('drops characters XML cannot carry', () => {
    expect(formulaSafeText('a\u0001b\u000bc\nd')).toBe('abc\nd');
  });
});

describe('sheet names', () => {
  it('removes the characters Excel refuses and keeps 31 at most', () => {
    const name = sheetNamer();
    expect(name('Gaps: open/closed [Q1] *?\\')).toBe('Gaps open closed Q1');
    expect(name('x'.repeat(40))).toHaveLength(31);
    expect(name("'quoted'")).toBe('quoted');
    expect(name(' :: ')).toBe('Table');
    expect(name('History')).toBe('History table');
  });

  it('makes every name unique without regard to case', () => {
    const name = sheetNamer(['Summary']);
    expect([name('summary'), name('Frameworks'), name('FRAMEWORKS'), name('Frameworks')]).toEqual([
      'summary (2)',
      'Frameworks',
      'FRAMEWORKS (2)',
      'Frameworks (3)',
    ]);
    const long = sheetNamer();
    const first = long('y'.repeat(35));
    const second = long('y'.repeat(35));
    expect(second).toBe(`${'y'.repeat(27)} (2)`);
    expect(second).not.toBe(first);
  });
});
