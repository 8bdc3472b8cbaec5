import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { questionnaireQuestions, questionnaires } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import type { QuestionnaireRecord } from '@/lib/schemas/questionnaires/records';
import { recordActivity } from '../activity';
import { STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { allQuestionsOf, clipped, countsOf, questionnaireRowOf, toRecord } from './records';
import { suggestAnswers } from './suggest';
import { guardedWrite } from '../guarded-write';

/**
 * Runs the answer engine over the questionnaire's questions and keeps each suggestion with its sources and
 * confidence (members and admins). Approved questions keep theirs; an edited answer stays as it was edited.
 */
export const suggestQuestionnaireAnswers = guardedWrite(
  'records.edit',
  async (member: Member, input: { id: string; version: number }, now: Date = new Date()): Promise<QuestionnaireRecord> => {
    const db = await getDb();
    const row = await questionnaireRowOf(db, member, input.id);
    if (row.version !== input.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const questions = await allQuestionsOf(db, member.organizationId, row.id);
    const suggestions = await suggestAnswers(
      member,
      questions.map(({ sheet, row: at, text, section }) => ({ sheet, row: at, text, section })),
      dayOf(now),
    );
    return db.transaction(async (tx) => {
      const [updated] = await tx
        .update(questionnaires)
        .set({ status: row.status === 'approved' ? 'approved' : 'in-review', version: row.version + 1 })
        .where(
          and(
            eq(questionnaires.organizationId, member.organizationId),
            eq(questionnaires.id, row.id),
            eq(questionnaires.version, input.version),
          ),
        )
        .returning();
      if (!updated) throw new WorkspaceError('conflict', STALE_MESSAGE);
      let answered = 0;
      for (const [index, question] of questions.entries()) {
        const suggestion = suggestions[index]!;
        if (suggestion.answer !== null) answered += 1;
        if (question.approvedAt !== null) continue;
        await tx
          .update(questionnaireQuestions)
          .set({ suggestion, version: question.version + 1 })
          .where(and(eq(questionnaireQuestions.organizationId, member.organizationId), eq(questionnaireQuestions.id, question.id)));
      }
      await recordActivity(tx, member, {
        action: 'questionnaire.suggested',
        recordType: 'questionnaire',
        recordId: row.id,
        summary: `Suggested answers to the questionnaire ${clipped(row.name, 120)}: ${answered} of ${questions.length} found in the records`,
      });
      const counts = await countsOf(tx, member.organizationId, row.id);
      return toRecord(updated, counts.questionCount, counts.approvedCount);
    });
  },
);
