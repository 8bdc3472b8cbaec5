/**
 * A questionnaire workbook as plain data, read from an uploaded XLSX or CSV: what column guessing and question
 * rows work on, and what a screen can show. Rows and columns are 1-based, as the spreadsheet shows them.
 */

/** A question as read from a workbook; `section` is the nearest section header above it, if any. */
export type Question = { sheet: string; row: number; text: string; section: string | null };

export type SheetCell = {
  /** Plain text: rich text joined, a formula's result, a merged cell's master value. */
  text: string;
  bold: boolean;
  /** How many columns of this row the cell's merged range covers (1 when it is not merged across columns). */
  span: number;
};

export type SheetRow = {
  row: number;
  /** Index 0 is column A; null where the cell is empty. */
  cells: readonly (SheetCell | null)[];
};

/** The values of a dropdown (list data validation) found on a column's cells. */
export type ColumnDropdown = { column: number; values: readonly string[] };

export type WorkbookSheet = {
  name: string;
  /** Rows with at least one non-empty cell, in order. */
  rows: readonly SheetRow[];
  /** The widest row's column count. */
  columnCount: number;
  dropdowns: readonly ColumnDropdown[];
  /** Hidden sheets are read but are not offered first. */
  hidden: boolean;
};

export type QuestionnaireWorkbook = { format: 'xlsx' | 'csv'; sheets: readonly WorkbookSheet[] };

/** The text of a row's cell in a 1-based column ('' when empty or absent). */
export function cellText(row: SheetRow, column: number): string {
  return row.cells[column - 1]?.text ?? '';
}

/** A column's letters as Excel shows them: 1 is A, 27 is AA. */
export function columnLetter(column: number): string {
  let letters = '';
  for (let rest = column; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  }
  return letters;
}

/** A column's number from its letters: A is 1, AA is 27. */
export function columnNumber(letters: string): number {
  return [...letters.toUpperCase()].reduce((total, letter) => total * 26 + letter.charCodeAt(0) - 64, 0);
}
