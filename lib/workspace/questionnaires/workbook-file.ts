import 'server-only';
import {
  columnChoiceProblem,
  questionRows,
  type ColumnChoice,
  type Question,
  type QuestionnaireWorkbook,
} from '@/lib/domain/questionnaires/workbook';
import { readQuestionnaire, WorkbookReadError } from '@/lib/questionnaires/workbook';
import { fileStorage } from '@/lib/storage';
import { WorkspaceError } from '../member';
import type { QuestionnaireRow } from './records';

export const NO_QUESTIONS_MESSAGE = 'No questions were found in this file. Check that it is the questionnaire and upload it again.';
export const NO_QUESTIONS_IN_COLUMNS = 'No questions were found in the chosen column. Choose the column that holds the questions.';
export const NO_SHEET_MESSAGE = 'This workbook has no sheet of that name. Choose one of its sheets.';

/** A reader's refusal of a file (its sentence for the screen) as the workspace's; anything else is a fault. */
export function refusedFile(error: unknown): never {
  if (error instanceof WorkbookReadError) throw new WorkspaceError('invalid', error.message);
  throw error;
}

/** Reads uploaded bytes as a questionnaire; a file the product cannot use is refused with the reader's message. */
export async function readUpload(bytes: Uint8Array): Promise<QuestionnaireWorkbook> {
  return readQuestionnaire(bytes).catch(refusedFile);
}

/** The stored original file of a questionnaire. */
export async function originalBytes(row: QuestionnaireRow): Promise<Uint8Array> {
  const bytes = await fileStorage().get(row.storageKey);
  if (!bytes) throw new WorkspaceError('not-found', 'The file of this questionnaire is no longer stored. Upload it again.');
  return bytes;
}

/** The questions of one sheet read by the chosen columns, refused with a sentence when the choice cannot be used. */
export function questionsOfChoice(workbook: QuestionnaireWorkbook, sheetName: string, choice: ColumnChoice): Question[] {
  const sheet = workbook.sheets.find((each) => each.name === sheetName);
  if (!sheet) throw new WorkspaceError('invalid', NO_SHEET_MESSAGE);
  const problem = columnChoiceProblem(sheet, choice);
  if (problem) throw new WorkspaceError('invalid', problem);
  const questions = questionRows(sheet, choice);
  if (questions.length === 0) throw new WorkspaceError('invalid', NO_QUESTIONS_IN_COLUMNS);
  return questions;
}
