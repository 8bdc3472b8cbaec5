import {
  AlignmentType,
  BorderStyle,
  Document,
  Footer,
  Header,
  HeadingLevel,
  Packer,
  PageNumber,
  PageOrientation,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type IRunOptions,
} from 'docx';
import type { ReportCell, ReportDocument, ReportSection, ReportTable } from '../document';
import { cellText, generatedLabel, periodLabel, xmlSafeText } from './text';
import { fitWidths } from './widths';

/** A4 in twentieths of a point, with 2 cm margins. */
const A4_SHORT = 11906;
const A4_LONG = 16838;
const MARGIN = 1134;
/** The width tables fill: the page's width less its margins. */
const textWidth = (landscape: boolean) => (landscape ? A4_LONG : A4_SHORT) - 2 * MARGIN;
/** About one character of 9-point text, and a cell's left and right padding, in twentieths of a point. */
const CHARACTER = 100;
const CELL_PADDING = 2 * 80;
const MUTED = '475569';
const RULE = 'CBD5E1';

/** Text runs for text that may hold line breaks: Word needs a break, not a newline character. */
function runs(text: string, options: Omit<IRunOptions, 'text' | 'break'> = {}): TextRun[] {
  return xmlSafeText(text)
    .split(/\r?\n/)
    .map((line, index) => new TextRun({ ...options, text: line, break: index > 0 ? 1 : undefined }));
}

/** Column widths from content (characters of the widest cell), stretched or shared to fill the text width. */
function columnWidths(table: ReportTable, available: number): number[] {
  const natural = table.columns.map((title, index) => {
    let widest = title.length;
    for (const row of table.rows) {
      for (const line of cellText(row[index] ?? null).split('\n')) widest = Math.max(widest, line.length);
    }
    return Math.max(widest, 3) * CHARACTER + CELL_PADDING;
  });
  const fitted = fitWidths(natural, available);
  const total = fitted.reduce((sum, width) => sum + width, 0);
  return fitted.map((width) => Math.floor((width * available) / total));
}

function cell(content: ReportCell | string, width: number, header: boolean, fill: string | null = header ? 'E2E8F0' : null): TableCell {
  return new TableCell({
    width: { size: width, type: WidthType.DXA },
    margins: { top: 40, bottom: 40, left: 80, right: 80 },
    shading: fill ? { type: ShadingType.CLEAR, color: 'auto', fill } : undefined,
    children: [
      new Paragraph({
        alignment: typeof content === 'number' && !header ? AlignmentType.RIGHT : AlignmentType.LEFT,
        children: runs(header ? String(content) : cellText(content), { bold: header, size: 18 }),
      }),
    ],
  });
}

const line = { style: BorderStyle.SINGLE, size: 4, color: RULE };
const none = { style: BorderStyle.NONE, size: 0, color: 'auto' };

/** A table whose header row Word repeats at the top of every page the table runs onto. */
function table(source: ReportTable, available: number): (Paragraph | Table)[] {
  const title = new Paragraph({ heading: HeadingLevel.HEADING_2, keepNext: true, children: runs(source.title) });
  const noRows = () => new Paragraph({ children: runs('No rows.', { italics: true, color: MUTED }) });
  if (source.columns.length === 0) return [title, noRows()];
  const widths = columnWidths(source, available);
  const header = new TableRow({
    tableHeader: true,
    cantSplit: true,
    children: source.columns.map((column, index) => cell(column, widths[index]!, true)),
  });
  const body = source.rows.map(
    (row, rowIndex) =>
      new TableRow({
        cantSplit: true,
        children: source.columns.map((_, index) =>
          cell(row[index] ?? null, widths[index]!, false, source.fills?.[rowIndex]?.[index] ?? null),
        ),
      }),
  );
  const rendered: (Paragraph | Table)[] = [
    title,
    new Table({
      width: { size: available, type: WidthType.DXA },
      columnWidths: widths,
      borders: { top: line, bottom: line, left: none, right: none, insideHorizontal: line, insideVertical: none },
      rows: [header, ...body],
    }),
  ];
  if (source.rows.length === 0) rendered.push(noRows());
  // Space after the table, which Word would otherwise join to the next one.
  rendered.push(new Paragraph({ children: [] }));
  return rendered;
}

function section(source: ReportSection, available: number): (Paragraph | Table)[] {
  return [
    new Paragraph({ heading: HeadingLevel.HEADING_1, keepNext: true, children: runs(source.heading) }),
    ...source.paragraphs.map((text) => new Paragraph({ spacing: { after: 120 }, children: runs(text) })),
    ...source.tables.flatMap((each) => table(each, available)),
  ];
}

function fact(label: string, value: string): Paragraph {
  return new Paragraph({ children: [new TextRun({ text: `${label}: `, bold: true, color: MUTED }), ...runs(value)] });
}

/** The report as a Word document: organization and generated time in the page header, numbered pages. */
export async function renderDocx(report: ReportDocument): Promise<Uint8Array<ArrayBuffer>> {
  const generated = generatedLabel(report.generatedAt);
  const landscape = report.landscape === true;
  const document = new Document({
    creator: xmlSafeText(report.organizationName),
    title: xmlSafeText(report.title),
    subject: xmlSafeText(`${report.kind} report`),
    description: xmlSafeText(`${report.kind} report, ${periodLabel(report.period)}, generated ${generated}`),
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    sections: [
      {
        properties: {
          page: {
            // Word takes the portrait size and turns it when the orientation is landscape.
            size: { width: A4_SHORT, height: A4_LONG, orientation: landscape ? PageOrientation.LANDSCAPE : PageOrientation.PORTRAIT },
            margin: { top: MARGIN, bottom: MARGIN, left: MARGIN, right: MARGIN },
          },
        },
        headers: {
          default: new Header({
            children: [
              new Paragraph({
                children: [
                  ...runs(report.organizationName, { bold: true, size: 16 }),
                  new TextRun({ text: ` \u00b7 Generated ${generated}`, size: 16, color: MUTED }),
                ],
              }),
            ],
          }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [
                  new TextRun({ size: 16, color: MUTED, children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES] }),
                ],
              }),
            ],
          }),
        },
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: runs(report.title) }),
          fact('Organization', report.organizationName),
          fact('Report', report.kind),
          fact('Period', periodLabel(report.period)),
          fact('Generated', generated),
          ...(report.notes.trim() ? [fact('Notes', report.notes.trim())] : []),
          new Paragraph({ children: [] }),
          ...(report.sections.length === 0
            ? [new Paragraph({ children: runs('This report has no content for the period.', { italics: true }) })]
            : []),
          ...report.sections.flatMap((each) => section(each, textWidth(landscape))),
        ],
      },
    ],
  });
  return new Uint8Array(await Packer.toArrayBuffer(document));
}
