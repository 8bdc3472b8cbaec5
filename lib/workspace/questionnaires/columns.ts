import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { questionnaires } from '@/lib/db/schema';
import { guessWorkbook, questionRows, type ColumnChoice, type ColumnGuess } from '@/lib/domain/questionnaires/workbook';
import type { QuestionnaireColumns, QuestionnaireRecord } from '@/lib/schemas/questionnaires/records';
import { recordActivity } from '../activity';
import { assertCan, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { choiceOf, clipped, countsOf, questionnaireRowOf, replaceQuestions, toRecord } from './records';
import { originalBytes, questionsOfChoice, readUpload } from './workbook-file';
import { guardedWrite } from '../guarded-write';

export type QuestionnaireSetup = {
  record: QuestionnaireRecord;
  guesses: ColumnGuess[];
  /** The sheet and columns shown: those asked for, else the stored ones. */
  sheet: string;
  choice: ColumnChoice;
  /** How many questions the shown choice reads, and the first few of them. */
  questionCount: number;
  preview: { row: number; text: string; section: string | null }[];
};

/**
 * The set-up screen's data: every sheet's guessed columns and, for the choice shown (the stored one unless another
 * is asked for), how many questions it reads.
 */
export async function questionnaireSetup(
  member: Member,
  id: string,
  wanted?: { sheet: string; choice: ColumnChoice | null },
): Promise<QuestionnaireSetup> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const row = await questionnaireRowOf(db, member, id);
  const workbook = await readUpload(await originalBytes(row));
  const { guesses } = guessWorkbook(workbook);
  const sheetName = wanted && workbook.sheets.some((each) => each.name === wanted.sheet) ? wanted.sheet : row.sheet;
  const sheet = workbook.sheets.find((each) => each.name === sheetName);
  const choice =
    wanted?.choice ??
    (sheetName === row.sheet ? choiceOf(row) : guesses.find((guess) => guess.sheet === sheetName)?.choice) ??
    choiceOf(row);
  const questions = sheet ? questionRows(sheet, choice) : [];
  const counts = await countsOf(db, member.organizationId, row.id);
  return {
    record: toRecord(row, counts.questionCount, counts.approvedCount),
    guesses,
    sheet: sheetName,
    choice,
    questionCount: questions.length,
    preview: questions.slice(0, 5).map(({ row: at, text, section }) => ({ row: at, text, section })),
  };
}

/**
 * Reads the questions again by another sheet or other columns (members and admins). The questions, their
 * suggestions and answers are replaced; a stale version is refused.
 */
export const changeQuestionnaireColumns = guardedWrite(
  'records.edit',
  async (member: Member, input: QuestionnaireColumns): Promise<QuestionnaireRecord> => {
    const db = await getDb();
    const row = await questionnaireRowOf(db, member, input.id);
    if (row.version !== input.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const choice: ColumnChoice = {
      headerRow: input.headerRow,
      questionColumn: input.questionColumn,
      answerColumn: input.answerColumn,
      yesNoColumn: input.yesNoColumn,
    };
    const questions = questionsOfChoice(await readUpload(await originalBytes(row)), input.sheet, choice);
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(questionnaires)
        .set({ sheet: input.sheet, ...choice, status: 'imported', version: row.version + 1 })
        .where(
          and(
            eq(questionnaires.organizationId, member.organizationId),
            eq(questionnaires.id, row.id),
            eq(questionnaires.version, input.version),
          ),
        )
        .returning();
      if (!updated) throw new WorkspaceError('conflict', STALE_MESSAGE);
      await replaceQuestions(tx, member.organizationId, row.id, questions);
      await recordActivity(tx, member, {
        action: 'questionnaire.columns-changed',
        recordType: 'questionnaire',
        recordId: row.id,
        summary: `Read the questionnaire ${clipped(row.name, 120)} from the sheet ${clipped(input.sheet, 60)} again (${questions.length} questions)`,
      });
      return toRecord(updated, questions.length, 0);
    });
  },
);
