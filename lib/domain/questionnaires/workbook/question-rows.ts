import type { ColumnChoice } from './guess-columns';
import { cellText, type Question, type SheetCell, type SheetRow, type WorkbookSheet } from './sheet';

const QUESTION_START =
  /^(do|does|did|is|are|was|were|has|have|had|can|could|will|would|should|shall|may|must|how|what|when|where|which|who|whom|why|describe|provide|list|explain|please|confirm|indicate|state|specify|detail|outline|attach|identify|summarize|summarise)\b/i;

const normalized = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Whether a text reads like a question or a requirement rather than a heading: it ends with "?", starts with a
 * question or request word, ends a sentence, or is long. "Access Control" and "3. Encryption" do not.
 */
export function looksLikeQuestion(text: string): boolean {
  const clean = normalized(text).replace(/^[\d.)\-\s]+/, '');
  const words = clean ? clean.split(' ').length : 0;
  return /\?$/.test(clean) || QUESTION_START.test(clean) || (/\.$/.test(clean) && words >= 3) || words >= 7;
}

type Filled = { column: number; cell: SheetCell };

/** The row's non-empty cells, a merged range counted once (at its first column). */
function filledCells(row: SheetRow): Filled[] {
  const filled: Filled[] = [];
  row.cells.forEach((cell, index) => {
    if (!cell || !cell.text.trim()) return;
    const previous = filled.at(-1);
    const sameMerge = previous && cell.span > 1 && previous.cell.span === cell.span && previous.cell.text === cell.text;
    if (!sameMerge) filled.push({ column: index + 1, cell });
  });
  return filled;
}

/** A row's section header text, or null when the row is not one. */
function sectionText(row: SheetRow, choice: ColumnChoice): string | null {
  const filled = filledCells(row);
  if (filled.length === 0) return null;
  if (filled.length === 1) {
    const { column, cell } = filled[0]!;
    const text = normalized(cell.text);
    // Alone on its row: merged across columns, bold, left of the questions, or no question at all.
    if (cell.span > 1 || column < choice.questionColumn || !looksLikeQuestion(text)) return text;
    if (cell.bold && !/\?$/.test(text)) return text;
    return null;
  }
  // A numbered heading over several cells ("4" | "Incident response"): all bold, nothing answered, no question.
  const answered = [choice.answerColumn, choice.yesNoColumn].some((column) => column && cellText(row, column).trim());
  const question = cellText(row, choice.questionColumn);
  if (filled.every(({ cell }) => cell.bold) && !answered && !looksLikeQuestion(question)) {
    return normalized(filled.map(({ cell }) => cell.text).join(' '));
  }
  return null;
}

/**
 * The sheet's questions below the header row, each with the nearest section header above it. Empty rows are
 * skipped; a row with text only in its first cell, merged across columns, bold, or without a question-like text
 * is a section header; a repeat of the header row is skipped.
 */
export function questionRows(sheet: WorkbookSheet, choice: ColumnChoice): Question[] {
  const questions: Question[] = [];
  const headerRow = choice.headerRow ?? 0;
  const headerQuestion = normalized(
    cellText(sheet.rows.find((row) => row.row === headerRow) ?? { row: 0, cells: [] }, choice.questionColumn),
  );
  let section: string | null = null;
  for (const row of sheet.rows) {
    if (row.row <= headerRow) continue;
    const heading = sectionText(row, choice);
    if (heading !== null) {
      section = heading;
      continue;
    }
    const text = normalized(cellText(row, choice.questionColumn));
    if (!text || (headerQuestion && text === headerQuestion)) continue;
    questions.push({ sheet: sheet.name, row: row.row, text, section });
  }
  return questions;
}

/** Spreadsheets have at most this many columns (XFD). */
const MAX_COLUMN = 16_384;

/** Why a chosen set of columns cannot be used on the sheet (a sentence for the screen), or null when it can. */
export function columnChoiceProblem(sheet: WorkbookSheet, choice: ColumnChoice): string | null {
  const inRange = (column: number, last: number) => Number.isInteger(column) && column >= 1 && column <= last;
  if (!inRange(choice.questionColumn, sheet.columnCount)) return 'Choose a question column that has questions in it.';
  if (!inRange(choice.answerColumn, MAX_COLUMN)) return 'Choose a column for the answers.';
  if (choice.answerColumn === choice.questionColumn) return 'The answers cannot go in the question column.';
  if (choice.yesNoColumn !== null) {
    if (!inRange(choice.yesNoColumn, MAX_COLUMN)) return 'Choose a Yes/No column on the sheet, or none.';
    if (choice.yesNoColumn === choice.questionColumn) return 'The Yes/No column cannot be the question column.';
  }
  if (choice.headerRow !== null && !sheet.rows.some((row) => row.row === choice.headerRow)) {
    return 'Choose a header row that has text in it, or none.';
  }
  return null;
}
