import { parse } from 'csv-parse/sync';
import type { SheetRow, WorkbookSheet } from '@/lib/domain/questionnaires/workbook';
import { MAX_SHEET_ROWS, WorkbookReadError } from './read-error';

const DELIMITERS = [',', ';', '\t'] as const;

/** Windows-1252's characters for the bytes 0x80 to 0x9F (the rest match Latin-1), which Node decodes as Latin-1. */
const WINDOWS_1252_HIGH =
  '\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178';

function windows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes) text += byte >= 0x80 && byte < 0xa0 ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/**
 * The text of a CSV file: UTF-16 when it starts with that byte order mark (Excel's "Unicode text"), else UTF-8
 * (with or without its byte order mark), else Windows-1252 as Excel writes it.
 */
export function csvText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  // A NUL or other control byte in the first part says it is a binary file, not text.
  if (/[\x00-\x08\x0e-\x1a\x1c-\x1f]/.test(Buffer.from(bytes.subarray(0, 8192)).toString('latin1'))) {
    throw new WorkbookReadError('unreadable');
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return windows1252(bytes);
  }
}

/** The delimiter the first line uses most: comma, semicolon (European Excel) or tab. */
export function csvDelimiter(text: string): (typeof DELIMITERS)[number] {
  const firstLine = text.replace(/"(?:[^"]|"")*"/g, '').split(/\r?\n/, 1)[0] ?? '';
  const counts = DELIMITERS.map((delimiter) => firstLine.split(delimiter).length - 1);
  return DELIMITERS[counts.indexOf(Math.max(...counts))]!;
}

/** Parses CSV text into its records as arrays of cells; malformed CSV is unreadable. */
export function parseCsvRecords(text: string): string[][] {
  try {
    return parse(text, {
      bom: true,
      delimiter: csvDelimiter(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: false,
      // One record past the limit is enough to refuse the file: the rest is not parsed.
      to: MAX_SHEET_ROWS + 1,
    }) as string[][];
  } catch {
    throw new WorkbookReadError('unreadable');
  }
}

/** A CSV file as one sheet named `name`; each record is a row, numbered as a spreadsheet would show it. */
export function readCsv(bytes: Uint8Array, name: string): WorkbookSheet {
  const records = parseCsvRecords(csvText(bytes));
  if (records.length > MAX_SHEET_ROWS) throw new WorkbookReadError('too-many-rows');
  const rows: SheetRow[] = [];
  records.forEach((record, index) => {
    const cells = record.map((text) => (text.trim() ? { text, bold: false, span: 1 } : null));
    while (cells.length > 0 && cells.at(-1) === null) cells.pop();
    if (cells.length > 0) rows.push({ row: index + 1, cells });
  });
  if (rows.length === 0) throw new WorkbookReadError('empty');
  return { name, rows, columnCount: Math.max(...rows.map((row) => row.cells.length)), dropdowns: [], hidden: false };
}
