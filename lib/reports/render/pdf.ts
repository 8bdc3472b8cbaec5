import PDFDocument from 'pdfkit';
import type { ReportCell, ReportDocument, ReportSection, ReportTable } from '../document';
import { cellText, generatedLabel, periodLabel } from './text';
import { fitWidths } from './widths';
import { winAnsiText } from './win-ansi';

type Doc = PDFKit.PDFDocument;

const INK = '#0f172a';
const MUTED = '#475569';
const RULE = '#cbd5e1';
const HEADER_FILL = '#e2e8f0';
const REGULAR = 'Helvetica';
const BOLD = 'Helvetica-Bold';
const MARGINS = { top: 50, left: 50, right: 50, bottom: 60 };
const BODY_SIZE = 10;
const TABLE_SIZE = 8.5;
const CELL_PAD = 4;
const LINE_GAP = 1.5;

const contentWidth = (doc: Doc) => doc.page.width - MARGINS.left - MARGINS.right;
const contentBottom = (doc: Doc) => doc.page.height - MARGINS.bottom;

/** Starts a new page unless `height` more points fit on this one (keeps a heading with what follows it). */
function ensureSpace(doc: Doc, height: number): void {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
}

/** The widest line of `text` in the current font. */
function lineWidth(doc: Doc, text: string): number {
  return Math.max(0, ...text.split('\n').map((line) => doc.widthOfString(line)));
}

/** The widest word of `text` in the current font. */
function wordWidth(doc: Doc, text: string): number {
  return Math.max(0, ...text.split(/\s+/).map((word) => doc.widthOfString(word)));
}

/** Each column's widest cell (header in bold) fitted to the page, never under its longest word (a third of it at most). */
function columnWidths(doc: Doc, header: readonly string[], body: readonly (readonly string[])[], available: number): number[] {
  const padded = (width: number) => Math.ceil(width) + 2 * CELL_PAD + 1;
  const natural: number[] = [];
  const least: number[] = [];
  header.forEach((title, index) => {
    doc.font(BOLD).fontSize(TABLE_SIZE);
    let widest = lineWidth(doc, title);
    let word = wordWidth(doc, title);
    doc.font(REGULAR);
    for (const row of body) {
      widest = Math.max(widest, lineWidth(doc, row[index]!));
      word = Math.max(word, wordWidth(doc, row[index]!));
    }
    natural.push(padded(widest));
    least.push(Math.min(padded(word), available / 3));
  });
  return fitWidths(natural, available, least);
}

/**
 * The lines of a cell `width` wide in the current font: words wrap, a word wider than the cell is split with a hyphen. Wrapping
 * here rather than in pdfkit lets a row taller than a page continue on the next one instead of being cut.
 */
function wrapLines(doc: Doc, text: string, width: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(' ')) {
      const candidate = line ? `${line} ${word}` : word;
      if (doc.widthOfString(candidate) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = word;
      if (doc.widthOfString(word) <= width) continue;
      // A word wider than the cell is cut with a hyphen, so the reader sees it goes on.
      line = '';
      for (const char of word) {
        if (line && doc.widthOfString(`${line}${char}-`) > width) {
          lines.push(`${line}-`);
          line = '';
        }
        line += char;
      }
    }
    lines.push(line);
  }
  return lines;
}

type Row = { lines: string[][]; cells: readonly ReportCell[] | null; fills?: readonly (string | null)[] };

const lineHeight = (doc: Doc) => doc.font(REGULAR).fontSize(TABLE_SIZE).currentLineHeight(true) + LINE_GAP;
const rowLines = (row: Row) => Math.max(1, ...row.lines.map((lines) => lines.length));
const rowHeight = (doc: Doc, lines: number) => lines * lineHeight(doc) + 2 * CELL_PAD;

/** Lines `from` to `from + count` of a row at `y`, numbers aligned right, a line below; the header shaded. */
function drawRow(doc: Doc, row: Row, widths: readonly number[], y: number, from: number, count: number): number {
  const header = row.cells === null;
  const tableWidth = widths.reduce((sum, width) => sum + width, 0);
  const height = rowHeight(doc, count);
  if (header) doc.rect(MARGINS.left, y, tableWidth, height).fill(HEADER_FILL);
  let fillX = MARGINS.left;
  widths.forEach((width, index) => {
    const fill = row.fills?.[index];
    if (fill) doc.rect(fillX, y, width, height).fill(`#${fill}`);
    fillX += width;
  });
  const step = lineHeight(doc);
  doc
    .font(header ? BOLD : REGULAR)
    .fontSize(TABLE_SIZE)
    .fillColor(INK);
  let x = MARGINS.left;
  row.lines.forEach((lines, index) => {
    const right = typeof row.cells?.[index] === 'number';
    lines.slice(from, from + count).forEach((line, offset) => {
      const left = right ? x + widths[index]! - CELL_PAD - doc.widthOfString(line) : x + CELL_PAD;
      doc.text(line, left, y + CELL_PAD + offset * step, { lineBreak: false });
    });
    x += widths[index]!;
  });
  doc
    .moveTo(MARGINS.left, y + height)
    .lineTo(MARGINS.left + tableWidth, y + height)
    .lineWidth(header ? 0.9 : 0.5)
    .strokeColor(header ? MUTED : RULE)
    .stroke();
  return y + height;
}

/**
 * A table with its title. A row that does not fit moves to the next page, where the header row is drawn
 * again; a row taller than a whole page is continued across pages.
 */
function writeTable(doc: Doc, table: ReportTable): void {
  const available = contentWidth(doc);
  const columns = table.columns.length;
  const headerTexts = table.columns.map(winAnsiText);
  const bodyCells = table.rows.map((cells) => Array.from({ length: columns }, (_, index) => cells[index] ?? null));
  const bodyTexts = bodyCells.map((cells) => cells.map((cell) => winAnsiText(cellText(cell))));
  const widths = columns > 0 ? columnWidths(doc, headerTexts, bodyTexts, available) : [];
  const wrap = (texts: readonly string[], font: string) => {
    doc.font(font).fontSize(TABLE_SIZE);
    return texts.map((text, index) => wrapLines(doc, text, widths[index]! - 2 * CELL_PAD));
  };
  // At most four lines of header, so a page always has room for rows below it.
  const header: Row = { lines: wrap(headerTexts, BOLD).map((lines) => lines.slice(0, 4)), cells: null };
  const body: Row[] = bodyTexts.map((texts, index) => ({
    lines: wrap(texts, REGULAR),
    cells: bodyCells[index]!,
    fills: table.fills?.[index],
  }));
  const headerLines = rowLines(header);
  const headerHeight = columns > 0 ? rowHeight(doc, headerLines) : 0;

  doc.font(BOLD).fontSize(11);
  const titleHeight = doc.heightOfString(winAnsiText(table.title), { width: available }) + 6;
  ensureSpace(doc, titleHeight + headerHeight + (body[0] ? rowHeight(doc, Math.min(rowLines(body[0]), 3)) : 14));
  doc.font(BOLD).fontSize(11).fillColor(INK).text(winAnsiText(table.title), MARGINS.left, doc.y, { width: available });
  doc.moveDown(0.3);

  if (columns === 0 || body.length === 0) {
    if (columns > 0) doc.y = drawRow(doc, header, widths, doc.y, 0, headerLines) + 4;
    doc.font('Helvetica-Oblique').fontSize(BODY_SIZE).fillColor(MUTED).text('No rows.', MARGINS.left, doc.y, { width: available });
    doc.moveDown(0.8);
    return;
  }

  const linesThatFit = (y: number) => Math.floor((contentBottom(doc) - y - 2 * CELL_PAD) / lineHeight(doc));
  const newPage = () => {
    doc.addPage();
    return drawRow(doc, header, widths, MARGINS.top, 0, headerLines);
  };
  const fullPage = linesThatFit(MARGINS.top + headerHeight);
  let y = drawRow(doc, header, widths, doc.y, 0, headerLines);
  for (const row of body) {
    const total = rowLines(row);
    // Keep a row together when a fresh page can hold it; otherwise fill this page before continuing.
    if (linesThatFit(y) < (total <= fullPage ? total : Math.min(3, total))) y = newPage();
    for (let from = 0; from < total;) {
      if (linesThatFit(y) < 1) y = newPage();
      const count = Math.min(total - from, linesThatFit(y));
      y = drawRow(doc, row, widths, y, from, count);
      from += count;
    }
  }
  doc.x = MARGINS.left;
  doc.y = y;
  doc.moveDown(1);
}

function writeSection(doc: Doc, section: ReportSection): void {
  const width = contentWidth(doc);
  ensureSpace(doc, 72);
  doc.font(BOLD).fontSize(14).fillColor(INK).text(winAnsiText(section.heading), MARGINS.left, doc.y, { width });
  doc.moveDown(0.4);
  for (const paragraph of section.paragraphs) {
    doc.font(REGULAR).fontSize(BODY_SIZE).fillColor(INK).text(winAnsiText(paragraph), MARGINS.left, doc.y, { width, lineGap: 2 });
    doc.moveDown(0.5);
  }
  if (section.paragraphs.length > 0 && section.tables.length > 0) doc.moveDown(0.3);
  for (const table of section.tables) writeTable(doc, table);
  doc.moveDown(0.5);
}

/** The title block of the first page: organization, title, kind, period, generation time (UTC) and notes. */
function writeTitleBlock(doc: Doc, report: ReportDocument): void {
  const width = contentWidth(doc);
  doc.font(REGULAR).fontSize(10).fillColor(MUTED).text(winAnsiText(report.organizationName), MARGINS.left, MARGINS.top, { width });
  doc.moveDown(0.4);
  doc.font(BOLD).fontSize(20).fillColor(INK).text(winAnsiText(report.title), { width });
  doc.moveDown(0.5);
  const facts: [string, string][] = [
    ['Report', report.kind],
    ['Period', periodLabel(report.period)],
    ['Generated', generatedLabel(report.generatedAt)],
  ];
  if (report.notes.trim()) facts.push(['Notes', report.notes.trim()]);
  for (const [label, value] of facts) {
    doc.font(BOLD).fontSize(BODY_SIZE).fillColor(MUTED).text(`${label}: `, MARGINS.left, doc.y, { width, continued: true });
    doc.font(REGULAR).fillColor(INK).text(winAnsiText(value));
  }
  doc.moveDown(0.6);
  doc
    .moveTo(MARGINS.left, doc.y)
    .lineTo(MARGINS.left + width, doc.y)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  doc.moveDown(1);
}

/** "Organization · Title" and "Page N of M" at the foot of every page, once the page count is known. */
function writeFooters(doc: Doc, report: ReportDocument): void {
  const width = contentWidth(doc);
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    // Drawing below the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 38;
    doc
      .moveTo(MARGINS.left, y - 6)
      .lineTo(MARGINS.left + width, y - 6)
      .lineWidth(0.5)
      .strokeColor(RULE)
      .stroke();
    doc.font(REGULAR).fontSize(8).fillColor(MUTED);
    doc.text(winAnsiText(`${report.organizationName} \u00b7 ${report.title}`), MARGINS.left, y, {
      width: width - 90,
      height: 10,
      ellipsis: true,
    });
    doc.text(`Page ${index - range.start + 1} of ${range.count}`, MARGINS.left + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = MARGINS.bottom;
  }
}

/** The report as an A4 PDF: a title block, each section's heading, paragraphs and tables, numbered pages. */
export async function renderPdf(report: ReportDocument): Promise<Uint8Array<ArrayBuffer>> {
  const doc = new PDFDocument({
    size: 'A4',
    layout: report.landscape ? 'landscape' : 'portrait',
    margins: MARGINS,
    bufferPages: true,
    info: {
      Title: report.title,
      Author: report.organizationName,
      Subject: `${report.kind} report, ${periodLabel(report.period)}`,
      CreationDate: report.generatedAt,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => {
      const bytes = Buffer.concat(chunks);
      resolve(new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    doc.on('error', reject);
  });

  writeTitleBlock(doc, report);
  if (report.sections.length === 0) {
    doc
      .font('Helvetica-Oblique')
      .fontSize(BODY_SIZE)
      .fillColor(MUTED)
      .text('This report has no content for the period.', MARGINS.left, doc.y, { width: contentWidth(doc) });
  }
  for (const section of report.sections) writeSection(doc, section);
  writeFooters(doc, report);
  doc.end();
  return done;
}
