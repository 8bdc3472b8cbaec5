import 'server-only';
import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { questionnaireQuestions, questionnaires } from '@/lib/db/schema';
import type { ColumnChoice, Question } from '@/lib/domain/questionnaires/workbook';
import type { QuestionnaireRecord, QuestionRecord } from '@/lib/schemas/questionnaires/records';
import { checkedId, notFound, type Member, type Tx } from '../member';

export type Reader = Pick<Tx, 'select'>;
export type QuestionnaireRow = typeof questionnaires.$inferSelect;
type QuestionRow = typeof questionnaireQuestions.$inferSelect;

/** Where a questionnaire's uploaded file is kept, inside its organization's folder. */
export const questionnaireStorageKey = (organizationId: string, questionnaireId: string) =>
  `organizations/${organizationId}/questionnaires/${questionnaireId}/original`;

/** The questionnaire of the member's organization, or not found (another organization's id included). */
export async function questionnaireRowOf(reader: Reader, member: Member, id: string): Promise<QuestionnaireRow> {
  const [row] = await reader
    .select()
    .from(questionnaires)
    .where(and(eq(questionnaires.organizationId, member.organizationId), eq(questionnaires.id, checkedId(id, 'The questionnaire'))));
  if (!row) throw notFound('The questionnaire');
  return row;
}

/** The columns a questionnaire row was read with. */
export const choiceOf = (row: QuestionnaireRow): ColumnChoice => ({
  headerRow: row.headerRow,
  questionColumn: row.questionColumn,
  answerColumn: row.answerColumn,
  yesNoColumn: row.yesNoColumn,
});

export function toRecord(row: QuestionnaireRow, questionCount: number, approvedCount: number): QuestionnaireRecord {
  return {
    id: row.id,
    name: row.name,
    customer: row.customer,
    fileName: row.fileName,
    format: row.format,
    sheet: row.sheet,
    headerRow: row.headerRow,
    questionColumn: row.questionColumn,
    answerColumn: row.answerColumn,
    yesNoColumn: row.yesNoColumn,
    status: row.status,
    createdByName: row.createdByName,
    createdAt: row.createdAt,
    version: row.version,
    questionCount,
    approvedCount,
  };
}

export function toQuestion(row: QuestionRow): QuestionRecord {
  return {
    id: row.id,
    position: row.position,
    sheet: row.sheet,
    row: row.row,
    section: row.section,
    text: row.text,
    suggestion: row.suggestion,
    answer: row.answer,
    kind: row.kind,
    approvedByName: row.approvedByName,
    approvedAt: row.approvedAt,
    version: row.version,
  };
}

/** How many questions a questionnaire has, and how many of them are approved. */
export async function countsOf(reader: Reader, organizationId: string, questionnaireId: string) {
  const where = and(eq(questionnaireQuestions.organizationId, organizationId), eq(questionnaireQuestions.questionnaireId, questionnaireId));
  const [all, approved] = await Promise.all([
    reader.select({ value: count() }).from(questionnaireQuestions).where(where),
    reader
      .select({ value: count() })
      .from(questionnaireQuestions)
      .where(and(where, isNotNull(questionnaireQuestions.approvedAt))),
  ]);
  return { questionCount: all[0]?.value ?? 0, approvedCount: approved[0]?.value ?? 0 };
}

/** Replaces a questionnaire's questions with those read now (their suggestions and answers go with them). */
export async function replaceQuestions(tx: Tx, organizationId: string, questionnaireId: string, questions: readonly Question[]) {
  await tx
    .delete(questionnaireQuestions)
    .where(and(eq(questionnaireQuestions.organizationId, organizationId), eq(questionnaireQuestions.questionnaireId, questionnaireId)));
  for (let start = 0; start < questions.length; start += 500) {
    await tx.insert(questionnaireQuestions).values(
      questions.slice(start, start + 500).map((question, index) => ({
        organizationId,
        questionnaireId,
        position: start + index + 1,
        sheet: question.sheet,
        row: question.row,
        section: question.section,
        text: question.text,
      })),
    );
  }
}

/** A questionnaire's questions in order (for suggestions and exports). */
export function allQuestionsOf(reader: Reader, organizationId: string, questionnaireId: string) {
  return reader
    .select()
    .from(questionnaireQuestions)
    .where(and(eq(questionnaireQuestions.organizationId, organizationId), eq(questionnaireQuestions.questionnaireId, questionnaireId)))
    .orderBy(questionnaireQuestions.position);
}

export const newestFirst = [desc(questionnaires.createdAt), desc(questionnaires.id)];

export const clipped = (text: string, length: number) => (text.length > length ? `${text.slice(0, length - 1)}…` : text);
