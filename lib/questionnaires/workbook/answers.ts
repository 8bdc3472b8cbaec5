import type { ColumnChoice, YesNoKind } from '@/lib/domain/questionnaires/workbook';

/** An approved answer to write back: the question's sheet and row, the text, and its Yes/No word if it has one. */
export type WorkbookAnswer = { sheet: string; row: number; answer: string | null; yesNo?: YesNoKind | null };

/** The columns chosen on one sheet (the same choice the questions were read with). */
export type AnswerTarget = ColumnChoice & { sheet: string };

/** An answer the export could not place, with the reason for the screen. */
export type UnwrittenAnswer = { sheet: string; row: number; reason: string };

export const ANSWER_HEADER = 'Answer';

export const UNWRITTEN_REASONS = {
  noSheet: 'The workbook has no sheet of this name.',
  noColumns: 'No answer column was chosen for this sheet.',
  notInDropdown: "The answer column's dropdown has no value for this answer.",
  noRow: 'The file has no such row.',
} as const;
