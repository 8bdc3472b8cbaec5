import 'server-only';
import { and, count, eq, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { questionnaireQuestions, questionnaires } from '@/lib/db/schema';
import type { ListPage } from '@/lib/domain/list-query';
import type { QuestionFilter, QuestionnaireRecord, QuestionRecord } from '@/lib/schemas/questionnaires/records';
import { assertCan, checkedId, notFound, type Member } from '../member';
import { fetchPage } from '../list-sql';
import { keptRead } from '../read-cache';
import { countsOf, newestFirst, questionnaireRowOf, toQuestion, toRecord } from './records';

/** The organization's questionnaires, newest first, with their question and approved counts. */
export function listQuestionnaires(member: Member): Promise<QuestionnaireRecord[]> {
  return keptRead(member, ['questionnaires'], async () => {
    const db = await getDb();
    const rows = await db
      .select({
        questionnaire: questionnaires,
        questionCount: count(questionnaireQuestions.id),
        approvedCount: count(questionnaireQuestions.approvedAt),
      })
      .from(questionnaires)
      .leftJoin(questionnaireQuestions, eq(questionnaireQuestions.questionnaireId, questionnaires.id))
      .where(eq(questionnaires.organizationId, member.organizationId))
      .groupBy(questionnaires.id)
      .orderBy(...newestFirst);
    return rows.map((row) => toRecord(row.questionnaire, row.questionCount, row.approvedCount));
  });
}

/** One questionnaire of the member's organization (another organization's id: not found). */
export function readQuestionnaire(member: Member, id: string): Promise<QuestionnaireRecord> {
  return keptRead(member, ['questionnaire', id], async () => {
    const db = await getDb();
    const row = await questionnaireRowOf(db, member, id);
    const counts = await countsOf(db, member.organizationId, row.id);
    return toRecord(row, counts.questionCount, counts.approvedCount);
  });
}

const suggested = sql`${questionnaireQuestions.suggestion}->>'answer' is not null`;
const hasAnswer = or(isNotNull(questionnaireQuestions.answer), suggested)!;

/** Which questions a filter keeps: no answer at all, an answer waiting for approval, approved. */
export const questionFilterCondition: Record<QuestionFilter, SQL> = {
  unanswered: and(isNull(questionnaireQuestions.approvedAt), isNull(questionnaireQuestions.answer), sql`not (${suggested})`)!,
  'needs-review': and(isNull(questionnaireQuestions.approvedAt), hasAnswer)!,
  approved: isNotNull(questionnaireQuestions.approvedAt),
};

/** One page of a questionnaire's questions in their order, filtered in the database. */
export function pageQuestions(member: Member, id: string, filter: QuestionFilter | '', page: number): Promise<ListPage<QuestionRecord>> {
  return keptRead(member, ['questionnaire-questions', id, filter, page], async () => {
    const db = await getDb();
    const row = await questionnaireRowOf(db, member, id);
    const where = and(
      eq(questionnaireQuestions.organizationId, member.organizationId),
      eq(questionnaireQuestions.questionnaireId, row.id),
      filter ? questionFilterCondition[filter] : undefined,
    );
    return fetchPage(
      page,
      async () => (await db.select({ value: count() }).from(questionnaireQuestions).where(where))[0]?.value ?? 0,
      async (limit, offset) =>
        (
          await db.select().from(questionnaireQuestions).where(where).orderBy(questionnaireQuestions.position).limit(limit).offset(offset)
        ).map(toQuestion),
    );
  });
}

/** How many questions each filter keeps, for the filter's chips. */
export function questionFilterCounts(member: Member, id: string): Promise<Record<QuestionFilter, number>> {
  assertCan(member, 'records.view');
  return keptRead(member, ['questionnaire-filter-counts', id], async () => {
    const db = await getDb();
    const row = await questionnaireRowOf(db, member, id);
    const countOf = async (condition: SQL) =>
      (
        await db
          .select({ value: count() })
          .from(questionnaireQuestions)
          .where(
            and(
              eq(questionnaireQuestions.organizationId, member.organizationId),
              eq(questionnaireQuestions.questionnaireId, row.id),
              condition,
            ),
          )
      )[0]?.value ?? 0;
    const [unanswered, review, approved] = await Promise.all([
      countOf(questionFilterCondition.unanswered),
      countOf(questionFilterCondition['needs-review']),
      countOf(questionFilterCondition.approved),
    ]);
    return { unanswered, 'needs-review': review, approved };
  });
}

/** One question of a questionnaire of the member's organization, as stored now (another organization's: not found). */
export async function readQuestion(member: Member, questionnaireId: string, questionId: string): Promise<QuestionRecord> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const questionnaire = await questionnaireRowOf(db, member, questionnaireId);
  const [row] = await db
    .select()
    .from(questionnaireQuestions)
    .where(
      and(
        eq(questionnaireQuestions.organizationId, member.organizationId),
        eq(questionnaireQuestions.questionnaireId, questionnaire.id),
        eq(questionnaireQuestions.id, checkedId(questionId, 'The question')),
      ),
    );
  if (!row) throw notFound('The question');
  return toQuestion(row);
}
