import { guessColumns, type ColumnGuess } from './guess-columns';
import { questionRows } from './question-rows';
import type { QuestionnaireWorkbook } from './sheet';

/**
 * The column guess of every sheet and the name of the sheet to offer first: the visible sheet with the most
 * questions (an instructions sheet loses to the questions sheet), or null when no sheet has any.
 */
export function guessWorkbook(workbook: QuestionnaireWorkbook): { guesses: ColumnGuess[]; suggestedSheet: string | null } {
  let suggestedSheet: string | null = null;
  let most = 0;
  const guesses = workbook.sheets.map((sheet) => {
    const guess = guessColumns(sheet);
    const count = guess.choice ? questionRows(sheet, guess.choice).length : 0;
    // A visible sheet is preferred: hidden ones count only when nothing visible has questions.
    const weight = sheet.hidden ? count / 1e6 : count;
    if (weight > most) [suggestedSheet, most] = [sheet.name, weight];
    return guess;
  });
  return { guesses, suggestedSheet };
}
