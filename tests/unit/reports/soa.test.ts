/** @jest-environment node */
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { libraryControls } from '@/lib/catalog/controls';
import { iso27001AnnexAGroups } from '@/lib/catalog/frameworks/iso27001';
import type { ReportControl, ReportFramework } from '@/lib/reports/data';
import { renderReport } from '@/lib/reports/render';
import { soaDocument, soaRows, type SoaRisk } from '@/lib/reports/soa';
import type { ControlState } from '@/lib/schemas/frameworks/control-state';

const annexAIds = iso27001AnnexAGroups.flatMap((group) => group.requirements.map((requirement) => requirement.id));

/** The ISO 27001 records of a report: every Annex A requirement with its library controls in `stateOf`'s states. */
function isoRecords(
  stateOf: (controlId: string) => ControlState = () => 'not-started',
  evidence: Record<string, string[]> = {},
): ReportFramework {
  return {
    id: 'iso27001',
    name: 'ISO 27001',
    edition: 'ISO/IEC 27001:2022',
    status: 'progress',
    progress: null,
    requirements: annexAIds.map((id) => ({
      id,
      title: `Requirement ${id}`,
      group: 'Annex A',
      met: false,
      controls: libraryControls
        .filter((control) => control.maps.includes(`iso27001:${id}`))
        .map((control): ReportControl => ({
          id: control.id,
          name: control.name,
          state: stateOf(control.id),
          reason: stateOf(control.id) === 'not-applicable' ? `No ${control.name.toLowerCase()} here` : '',
          owner: null,
          evidence: evidence[control.id] ?? [],
        })),
    })),
  };
}

const noRisks = new Map<string, SoaRisk[]>();
const rowOf = (rows: ReturnType<typeof soaRows>, id: string) => rows.find((row) => row.control === id)!;
/** Library controls of one Annex A requirement. */
const controlsOf = (id: string) =>
  libraryControls.filter((control) => control.maps.includes(`iso27001:${id}`)).map((control) => control.id);

describe('the Statement of Applicability rows', () => {
  it('lists all 93 Annex A controls in the standard order with their theme', () => {
    const rows = soaRows(isoRecords(), noRisks);
    expect(rows.map((row) => row.control)).toEqual(annexAIds);
    expect(rows).toHaveLength(93);
    expect(rowOf(rows, 'A.5.1').theme).toBe('A.5 Organizational controls');
    expect(rowOf(rows, 'A.8.34').theme).toBe('A.8 Technological controls');
  });

  it('leaves a control out only when every library control carrying it out is not applicable, and gives their reasons', () => {
    // A.7.1 is carried out by PHY-01 alone; A.5.15 by AC-01 and AC-03.
    expect(controlsOf('A.7.1')).toEqual(['PHY-01']);
    expect(controlsOf('A.5.15')).toEqual(['AC-01', 'AC-03']);
    const rows = soaRows(
      isoRecords((id) => (id === 'PHY-01' || id === 'AC-03' ? 'not-applicable' : 'implemented')),
      noRisks,
    );
    expect(rowOf(rows, 'A.7.1')).toMatchObject({
      applicable: false,
      implementation: 'not-applicable',
      reason: 'PHY-01: No facility security plan here',
      risks: [],
    });
    expect(rowOf(rows, 'A.5.15')).toMatchObject({ applicable: true, implementation: 'implemented' });
  });

  it('gives every control left out a reason', () => {
    const rows = soaRows(
      isoRecords(() => 'not-applicable'),
      noRisks,
    );
    expect(rows.every((row) => !row.applicable && row.reason.length > 0)).toBe(true);
  });

  it('takes the least advanced state of the controls that apply', () => {
    const states: Record<string, ControlState> = { 'AC-01': 'implemented', 'AC-03': 'not-started' };
    const mixed = soaRows(
      isoRecords((id) => states[id] ?? 'not-started'),
      noRisks,
    );
    expect(rowOf(mixed, 'A.5.15').implementation).toBe('in-progress');
    expect(rowOf(mixed, 'A.7.1').implementation).toBe('not-started');
    const progressing = soaRows(
      isoRecords(() => 'in-progress'),
      noRisks,
    );
    expect(rowOf(progressing, 'A.7.1').implementation).toBe('in-progress');
  });

  it('justifies an applicable control with the risks its library controls lower, or with the baseline', () => {
    const risks = new Map<string, SoaRisk[]>([
      ['AC-01', [{ title: 'Stolen credentials', residualRating: 12 }]],
      [
        'AC-03',
        [
          { title: 'Stolen credentials', residualRating: 12 },
          { title: 'Excess access', residualRating: 4 },
        ],
      ],
      ['PHY-01', [{ title: 'Office break-in', residualRating: 20 }]],
    ]);
    const rows = soaRows(
      isoRecords((id) => (id === 'PHY-01' ? 'not-applicable' : 'in-progress')),
      risks,
    );
    expect(rowOf(rows, 'A.5.15')).toMatchObject({
      risks: ['Stolen credentials (High, 12)', 'Excess access (Low, 4)'],
      reason: 'Selected to treat 2 risks of the register.',
    });
    // A control left out lists no risk: its reason is why it does not apply.
    expect(rowOf(rows, 'A.7.1').risks).toEqual([]);
    expect(rowOf(rows, 'A.5.9').reason).toBe(
      `Selected as part of the security baseline the organization keeps (${controlsOf('A.5.9').join(', ')}).`,
    );
  });

  it('lists the library controls and their counting evidence once each, by name', () => {
    const rows = soaRows(
      isoRecords(() => 'implemented', { 'AC-01': ['Access policy', 'IAM export'], 'AC-03': ['IAM export', 'Access review Q3'] }),
      noRisks,
    );
    expect(rowOf(rows, 'A.5.15')).toMatchObject({
      libraryControls: ['AC-01 Access control policy and least privilege', 'AC-03 Periodic access reviews'],
      documents: ['Access policy', 'Access review Q3', 'IAM export'],
    });
  });

  it('reads a control without records as not started and applicable, never as left out', () => {
    const rows = soaRows(undefined, noRisks);
    expect(rows).toHaveLength(93);
    expect(rows.every((row) => row.applicable && row.implementation === 'not-started' && row.reason !== '')).toBe(true);
  });
});

describe('the Statement of Applicability files', () => {
  const rows = soaRows(
    isoRecords((id) => (id === 'PHY-01' ? 'not-applicable' : 'implemented')),
    noRisks,
  );
  const document = soaDocument(rows, { organizationName: 'Acme', today: '2026-11-26', generatedAt: new Date('2026-11-26T10:00:00Z') });

  it('summarises the counts', () => {
    const applicable = rows.filter((row) => row.applicable).length;
    expect(document.sections[0]!.paragraphs[0]).toBe(
      `93 Annex A controls of ISO/IEC 27001:2022: ${applicable} applicable, ${93 - applicable} not applicable; ${applicable} of the applicable ones implemented.`,
    );
    expect(93 - applicable).toBeGreaterThan(0);
  });

  it('reads back from Excel: one row per Annex A control under the nine columns', async () => {
    const file = await renderReport(document, 'excel');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(file.bytes) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Statement of Applicability')!;
    const values = (index: number) => (sheet.getRow(index).values as unknown[]).slice(1);
    expect(values(1)).toEqual([
      'Control',
      'Title',
      'Theme',
      'Applicable',
      'Reason',
      'Implementation',
      'Library controls',
      'Risks',
      'Documents',
    ]);
    expect(sheet.actualRowCount).toBe(94);
    const phy = Array.from({ length: 93 }, (_, index) => values(index + 2)).find((row) => row[0] === 'A.7.1')!;
    expect(phy.slice(3, 6)).toEqual(['No', 'PHY-01: No facility security plan here', 'Not Applicable']);
  }, 30_000);

  it('reads back from Word: a table with the header and the 93 controls', async () => {
    const file = await renderReport(document, 'word');
    expect(file.extension).toBe('docx');
    const xml = await (await JSZip.loadAsync(file.bytes)).file('word/document.xml')!.async('string');
    const tableXml = /<w:tbl>([\s\S]*?)<\/w:tbl>/.exec(xml)![1]!;
    expect([...tableXml.matchAll(/<w:tr(?: [^>]*)?>/g)]).toHaveLength(94);
    expect(xml).toContain('A.8.34');
    expect(xml).toContain('PHY-01: No facility security plan here');
  }, 30_000);
});
