import type ExcelJS from 'exceljs';
import type { ReportCell, ReportDocument, ReportTable } from '../document';
import { cellText, xmlSafeText } from './text';

const DATE_FORMAT = 'yyyy-mm-dd';
const DATE_TIME_FORMAT = 'yyyy-mm-dd hh:mm "UTC"';
/** Excel keeps at most this many characters in a cell; a longer value makes the file one Excel repairs. */
const CELL_LIMIT = 32767;
const MAX_SHEET_NAME = 31;

/** A value Excel would read as a formula (or as the start of one) when the cell is edited or the file imported. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * Text as a spreadsheet cell keeps it: never a formula. Text that starts like one gets a leading apostrophe, so
 * "=HYPERLINK(...)" from a record shows as written instead of running. Characters XML cannot carry are dropped.
 */
export function formulaSafeText(text: string): string {
  const clean = xmlSafeText(text);
  return (FORMULA_START.test(clean) ? `'${clean}` : clean).slice(0, CELL_LIMIT);
}

/**
 * Sheet names Excel accepts, unique without regard to case: no []:*?/\ characters, no apostrophe at either
 * end, at most 31 characters, not the reserved "History"; a repeated name gets " (2)", " (3)", ...
 */
export function sheetNamer(reserved: readonly string[] = []): (title: string) => string {
  const taken = new Set(reserved.map((name) => name.toLowerCase()));
  return (title) => {
    let base = title
      .replace(/[[\]:*?/\\]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, MAX_SHEET_NAME)
      .replace(/^'+|'+$/g, '')
      .trim();
    if (!base || base.toLowerCase() === 'history') base = base ? `${base} table` : 'Table';
    let name = base;
    for (let copy = 2; taken.has(name.toLowerCase()); copy += 1) {
      const suffix = ` (${copy})`;
      name = `${base.slice(0, MAX_SHEET_NAME - suffix.length).trimEnd()}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  };
}

/** A report cell as a typed spreadsheet value: numbers stay numbers, dates dates, text safe text. */
function typedValue(cell: ReportCell): string | number | Date | null {
  if (cell === null) return null;
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : cell;
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : String(cell);
  return formulaSafeText(cell);
}

/** A day of the period as a date cell, or the text as given when it is not a YYYY-MM-DD day. */
function dayValue(day: string): Date | string {
  const date = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  return date && !Number.isNaN(date.getTime()) ? date : formulaSafeText(day);
}

/** Column widths in characters from the widest cell of each column, wrapped beyond 60. */
function fitColumns(sheet: ExcelJS.Worksheet, table: ReportTable): void {
  table.columns.forEach((title, index) => {
    let widest = title.length;
    for (const row of table.rows) {
      for (const line of cellText(row[index] ?? null).split('\n')) widest = Math.max(widest, line.length);
    }
    const column = sheet.getColumn(index + 1);
    column.width = Math.min(Math.max(widest + 2, 8), 60);
    if (widest > 58) column.alignment = { wrapText: true, vertical: 'top' };
  });
}

function addTableSheet(workbook: ExcelJS.Workbook, name: string, table: ReportTable): void {
  const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
  const header = sheet.addRow(table.columns.map(formulaSafeText));
  header.font = { bold: true };
  table.rows.forEach((cells, rowIndex) => {
    const values = table.columns.map((_, index) => typedValue(cells[index] ?? null));
    const row = sheet.addRow(values);
    values.forEach((value, index) => {
      if (value instanceof Date) row.getCell(index + 1).numFmt = DATE_FORMAT;
      const fill = table.fills?.[rowIndex]?.[index];
      if (fill) row.getCell(index + 1).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: `FF${fill}` } };
    });
  });
  if (table.columns.length > 0) sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: table.columns.length } };
  fitColumns(sheet, table);
}

function addSummarySheet(workbook: ExcelJS.Workbook, report: ReportDocument, sheetNames: readonly (readonly string[])[]): void {
  const sheet = workbook.addWorksheet('Summary');
  sheet.getColumn(1).width = 16;
  sheet.getColumn(2).width = 100;
  sheet.getColumn(2).alignment = { wrapText: true, vertical: 'top' };

  const title = sheet.addRow([formulaSafeText(report.title)]);
  title.font = { bold: true, size: 16 };
  sheet.addRow([]);
  const facts: [string, string | Date][] = [
    ['Organization', formulaSafeText(report.organizationName)],
    ['Report', formulaSafeText(report.kind)],
    ['Period start', dayValue(report.period.start)],
    ['Period end', dayValue(report.period.end)],
    ['Generated', report.generatedAt],
    ['Notes', formulaSafeText(report.notes.trim())],
  ];
  for (const [label, value] of facts) {
    const row = sheet.addRow([label, value]);
    row.getCell(1).font = { bold: true };
    if (value instanceof Date) {
      // The format states the time zone: the generated time is stored as UTC.
      row.getCell(2).numFmt = label === 'Generated' ? DATE_TIME_FORMAT : DATE_FORMAT;
      row.getCell(2).alignment = { horizontal: 'left', wrapText: true, vertical: 'top' };
    }
  }

  report.sections.forEach((section, sectionIndex) => {
    sheet.addRow([]);
    sheet.addRow([formulaSafeText(section.heading)]).font = { bold: true, size: 13 };
    for (const paragraph of section.paragraphs) sheet.addRow(['', formulaSafeText(paragraph)]);
    section.tables.forEach((table, tableIndex) => {
      const name = sheetNames[sectionIndex]![tableIndex]!;
      const row = sheet.addRow([
        '',
        { text: `${formulaSafeText(table.title)}: see the sheet "${name}"`, hyperlink: `#'${name.replace(/'/g, "''")}'!A1` },
      ]);
      row.getCell(2).font = { color: { argb: 'FF1D4ED8' }, underline: true };
    });
  });
}

/** The report as an Excel workbook: a "Summary" sheet, then one sheet per table with typed cells. */
export async function renderXlsx(report: ReportDocument): Promise<Uint8Array<ArrayBuffer>> {
  // exceljs (about 660 modules) is loaded when a workbook is made, not by every module that imports this one.
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  workbook.creator = report.organizationName;
  workbook.title = report.title;
  workbook.subject = `${report.kind} report`;
  workbook.created = report.generatedAt;
  workbook.modified = report.generatedAt;

  const nameSheet = sheetNamer(['Summary']);
  const sheetNames = report.sections.map((section) => section.tables.map((table) => nameSheet(table.title)));
  addSummarySheet(workbook, report, sheetNames);
  report.sections.forEach((section, sectionIndex) => {
    section.tables.forEach((table, tableIndex) => addTableSheet(workbook, sheetNames[sectionIndex]![tableIndex]!, table));
  });

  const written = await workbook.xlsx.writeBuffer();
  // exceljs types its result loosely; at run time it is a Node.js Buffer, which this copies into plain bytes.
  return new Uint8Array(written as unknown as Uint8Array<ArrayBuffer>);
}
