import { answerHeaderRank, isYesNoHeader, isYesNoList, questionHeaderRank } from './header-words';
import { cellText, columnLetter, type SheetRow, type WorkbookSheet } from './sheet';

/** The columns a questionnaire is read and answered by; the screen shows the guess and lets a person change it. */
export type ColumnChoice = {
  /** The header row, or null when the sheet has none (its first row is then a question too). */
  headerRow: number | null;
  questionColumn: number;
  answerColumn: number;
  yesNoColumn: number | null;
};

export type ColumnGuess = {
  sheet: string;
  /** Null when no column of the sheet looks like it holds questions. */
  choice: ColumnChoice | null;
  /** Every column up to the answer column, with its header text, for the screen's column pickers. */
  columns: readonly { column: number; letter: string; header: string }[];
  /** True when no header named an answer column and the first empty column right of the questions was taken. */
  answerColumnIsNew: boolean;
  /** The Yes/No column's dropdown values, when it has a dropdown. */
  yesNoValues: readonly string[] | null;
};

/** Where the header row is looked for. */
export const HEADER_SEARCH_ROWS = 10;

type HeaderFind = { row: SheetRow; questionColumn: number };

/** The first of the top rows with the best-ranked question header, if any. */
function findHeader(sheet: WorkbookSheet): HeaderFind | null {
  let best: (HeaderFind & { rank: number }) | null = null;
  for (const row of sheet.rows) {
    if (row.row > HEADER_SEARCH_ROWS) break;
    row.cells.forEach((cell, index) => {
      const rank = cell ? questionHeaderRank(cell.text) : null;
      if (rank !== null && (best === null || rank < best.rank)) best = { row, questionColumn: index + 1, rank };
    });
  }
  return best;
}

/** Without a header: the column whose cells hold the most text that reads like sentences. */
function wordiestColumn(sheet: WorkbookSheet): number | null {
  const totals = new Map<number, number>();
  for (const row of sheet.rows.slice(0, 200)) {
    row.cells.forEach((cell, index) => {
      if (cell && cell.span === 1 && cell.text.trim().split(/\s+/).length >= 4) {
        totals.set(index + 1, (totals.get(index + 1) ?? 0) + cell.text.length);
      }
    });
  }
  let best: number | null = null;
  for (const [column, total] of totals) if (best === null || total > totals.get(best)!) best = column;
  return best;
}

const isEmptyColumn = (rows: readonly SheetRow[], column: number) => rows.every((row) => !cellText(row, column).trim());

function dropdownOf(sheet: WorkbookSheet, column: number): readonly string[] | null {
  return sheet.dropdowns.find((dropdown) => dropdown.column === column)?.values ?? null;
}

/**
 * Guesses the header row (among the first ten rows), the question column ("Question", "Control question",
 * "Requirement", "Description", ...), the answer column ("Answer", "Response", "Vendor response", "Comments", ...;
 * without one, the first empty column right of the questions) and a Yes/No column (its header, or a dropdown of
 * Yes and No). Never fails: a sheet with no questions gets `choice: null`.
 */
export function guessColumns(sheet: WorkbookSheet): ColumnGuess {
  const header = findHeader(sheet);
  const headerRow = header?.row ?? null;
  const headerText = (column: number) => (headerRow ? cellText(headerRow, column).trim() : '');
  const questionColumn = header?.questionColumn ?? wordiestColumn(sheet);
  const body = headerRow ? sheet.rows.filter((row) => row.row > headerRow.row) : sheet.rows;
  const columnNumbers = Array.from({ length: sheet.columnCount }, (_, index) => index + 1);

  const yesNoColumn =
    columnNumbers.find((column) => column !== questionColumn && isYesNoHeader(headerText(column))) ??
    columnNumbers.find((column) => column !== questionColumn && isYesNoList(dropdownOf(sheet, column) ?? [])) ??
    null;

  let answerColumn: number | null = null;
  let answerRank = Infinity;
  for (const column of columnNumbers) {
    const rank = column === questionColumn || column === yesNoColumn ? null : answerHeaderRank(headerText(column));
    if (rank !== null && rank < answerRank) [answerColumn, answerRank] = [column, rank];
  }
  const answerColumnIsNew = answerColumn === null && questionColumn !== null;
  if (answerColumnIsNew) {
    answerColumn = questionColumn! + 1;
    while (answerColumn === yesNoColumn || !isEmptyColumn(body, answerColumn)) answerColumn += 1;
  }

  const lastColumn = Math.max(sheet.columnCount, answerColumn ?? 0);
  return {
    sheet: sheet.name,
    choice:
      questionColumn === null ? null : { headerRow: headerRow?.row ?? null, questionColumn, answerColumn: answerColumn!, yesNoColumn },
    columns: Array.from({ length: lastColumn }, (_, index) => ({
      column: index + 1,
      letter: columnLetter(index + 1),
      header: headerText(index + 1),
    })),
    answerColumnIsNew,
    yesNoValues: yesNoColumn === null ? null : dropdownOf(sheet, yesNoColumn),
  };
}
