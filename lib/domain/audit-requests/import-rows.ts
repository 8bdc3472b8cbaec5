import { isDay } from '@/lib/domain/calendar-days';
import { guessColumns } from '@/lib/domain/questionnaires/workbook';
import { foldHeader } from '@/lib/domain/questionnaires/workbook/header-words';
import { cellText, type SheetRow, type WorkbookSheet } from '@/lib/domain/questionnaires/workbook/sheet';

/** The columns (1-based) a request list is read by, and its header row (null when it has none). */
export type RequestColumns = {
  headerRow: number | null;
  referenceColumn: number | null;
  textColumn: number;
  dueColumn: number | null;
};

/** A request as read from one row of the auditor's file, with the row's cells kept for the export. */
export type ImportedRequest = { row: number; reference: string; text: string; dueOn: string | null; cells: string[] };

/** A row that cannot be read, named for the person who fixes the file. */
export type RowProblem = { row: number; problem: string };

/** The most requests one list holds. */
export const MAX_REQUESTS = 1000;
const MAX_TEXT = 4000;
const MAX_REFERENCE = 40;
const HEADER_SEARCH_ROWS = 10;

const REQUEST_HEADER = /\b(requests?|requested|information requested|documents? requested|description|questions?|requirements?)\b/;
const REFERENCE_HEADER = /^(((pbc|irl|request|item) )?(ref|reference|id|no|nr|number)|item|pbc|irl)$/;
const DUE_HEADER = /\b(due|deadline|due date|requested by|date needed)\b/;

const headerCells = (row: SheetRow | undefined, count: number) =>
  Array.from({ length: count }, (_, index) => (row ? cellText(row, index + 1).trim() : ''));

/**
 * Guesses a request list's columns: the first of the top ten rows with a "Request" (or "Description", "Question",
 * "Requirement") header is the header row, with its reference ("Ref", "ID", "#", …) and due date columns; without
 * one, the questionnaire import's own guess picks the wordiest column. Null when no column holds requests.
 */
export function guessRequestColumns(sheet: WorkbookSheet): RequestColumns | null {
  for (const row of sheet.rows) {
    if (row.row > HEADER_SEARCH_ROWS) break;
    const folded = headerCells(row, sheet.columnCount).map((text) => foldHeader(text.replace('#', ' number ')));
    // A header row names several columns in a few words each; a title above the list does not.
    if (folded.filter(Boolean).length < 2) continue;
    const textIndex = folded.findIndex((header) => REQUEST_HEADER.test(header) && !REFERENCE_HEADER.test(header));
    if (textIndex < 0) continue;
    const referenceIndex = folded.findIndex((header, index) => index !== textIndex && REFERENCE_HEADER.test(header));
    const dueIndex = folded.findIndex((header, index) => index !== textIndex && DUE_HEADER.test(header));
    return {
      headerRow: row.row,
      textColumn: textIndex + 1,
      referenceColumn: referenceIndex < 0 ? null : referenceIndex + 1,
      dueColumn: dueIndex < 0 ? null : dueIndex + 1,
    };
  }
  const guess = guessColumns(sheet).choice;
  return guess ? { headerRow: guess.headerRow, textColumn: guess.questionColumn, referenceColumn: null, dueColumn: null } : null;
}

const US_DATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;

/** A due date as written in a list: YYYY-MM-DD (a cell's date, a time after it ignored) or M/D/YYYY; null if neither. */
export function dueDayOf(text: string): string | null {
  const trimmed = text.trim();
  const iso = trimmed.slice(0, 10);
  if (isDay(iso) && (trimmed.length === 10 || trimmed[10] === ' ' || trimmed[10] === 'T')) return iso;
  const us = US_DATE.exec(trimmed);
  if (us) {
    const day = `${us[3]}-${us[1]!.padStart(2, '0')}-${us[2]!.padStart(2, '0')}`;
    if (isDay(day)) return day;
  }
  return null;
}

/** Why the chosen columns cannot be read on the sheet, or null. */
export function requestColumnsProblem(sheet: WorkbookSheet, columns: RequestColumns): string | null {
  const inSheet = (column: number | null) => column === null || (Number.isInteger(column) && column >= 1 && column <= sheet.columnCount);
  if (!inSheet(columns.textColumn)) return 'Choose a request column that has requests in it.';
  if (!inSheet(columns.referenceColumn)) return 'Choose a reference column on the sheet, or none.';
  if (!inSheet(columns.dueColumn)) return 'Choose a due date column on the sheet, or none.';
  const picked = [columns.textColumn, columns.referenceColumn, columns.dueColumn].filter((column) => column !== null);
  if (new Set(picked).size !== picked.length) return 'The reference, request and due date columns must be different columns.';
  if (columns.headerRow !== null && !sheet.rows.some((row) => row.row === columns.headerRow)) {
    return 'Choose a header row that has text in it, or none.';
  }
  return null;
}

/**
 * The requests below the header row, in the file's order; an empty row is skipped. A row with a reference or due
 * date but no request text, a due date that is no date, a text or reference too long, or a reference used twice
 * is a problem of that row. A row without a reference gets its row number as one ("Row 7").
 */
export function requestRows(sheet: WorkbookSheet, columns: RequestColumns): { requests: ImportedRequest[]; problems: RowProblem[] } {
  const requests: ImportedRequest[] = [];
  const problems: RowProblem[] = [];
  const seen = new Set<string>();
  for (const row of sheet.rows) {
    if (row.row <= (columns.headerRow ?? 0)) continue;
    const cells = headerCells(row, sheet.columnCount);
    if (cells.every((cell) => !cell)) continue;
    const text = cellText(row, columns.textColumn).replace(/\s+/g, ' ').trim();
    const reference = columns.referenceColumn ? cellText(row, columns.referenceColumn).trim() : '';
    const dueText = columns.dueColumn ? cellText(row, columns.dueColumn).trim() : '';
    const dueOn = dueText ? dueDayOf(dueText) : null;
    const problem = !text
      ? 'it has no request text'
      : text.length > MAX_TEXT
        ? `its request is longer than ${MAX_TEXT.toLocaleString('en-US')} characters`
        : reference.length > MAX_REFERENCE
          ? `its reference is longer than ${MAX_REFERENCE} characters`
          : dueText && !dueOn
            ? `its due date "${dueText.slice(0, 40)}" is not a date (use YYYY-MM-DD)`
            : reference && seen.has(reference.toLowerCase())
              ? `its reference ${reference} is used by an earlier row`
              : null;
    if (problem) {
      problems.push({ row: row.row, problem });
      continue;
    }
    if (reference) seen.add(reference.toLowerCase());
    requests.push({ row: row.row, reference: reference || `Row ${row.row}`, text, dueOn, cells });
  }
  return { requests, problems };
}

/** The refusal naming the bad rows (the first ten), so the file is fixed and imported again. */
export function rowProblemsMessage(problems: readonly RowProblem[]): string {
  const named = problems.slice(0, 10).map(({ row, problem }) => `row ${row}: ${problem}`);
  const more = problems.length > 10 ? `; and ${problems.length - 10} more` : '';
  return `The list was not imported. Fix these rows and import it again: ${named.join('; ')}${more}.`;
}
