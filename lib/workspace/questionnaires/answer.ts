import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { questionnaireQuestions, questionnaires } from '@/lib/db/schema';
import { leadingYesNo } from '@/lib/domain/questionnaires/workbook';
import type { QuestionAnswerInput, QuestionRecord, StoredSuggestion } from '@/lib/schemas/questionnaires/records';
import type { AnswerKind } from '@/lib/schemas/questionnaires/answers';
import { recordActivity } from '../activity';
import { checkedId, notFound, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { approveLibraryAnswerIn, libraryVersionOf } from './approve';
import { clipped, countsOf, questionnaireRowOf, toQuestion } from './records';
import { confirmDraftIn, draftedSummary, type FromDraft } from '../drafted';
import { guardedWrite } from '../guarded-write';

/** An answer's kind: its leading Yes / No / N/A word, else the suggestion's kind when it is the suggested text, else text. */
function kindOf(answer: string, suggestion: StoredSuggestion | null): AnswerKind {
  const leading = leadingYesNo(answer);
  if (leading) return leading;
  if (suggestion?.answer === answer && suggestion.kind) return suggestion.kind;
  return 'text';
}

/**
 * Saves a question's answer as a person edited it (members and admins); `approve` also approves it, citing the
 * suggestion's sources, into the answer library, in the same transaction. A stale version is refused, and so is
 * an approval whose cited record changed since the suggestion (suggest again to review it).
 */
export const saveQuestionAnswer = guardedWrite(
  'records.edit',
  async (member: Member, input: QuestionAnswerInput, now: Date = new Date(), draft?: FromDraft): Promise<QuestionRecord> => {
    const db = await getDb();
    const questionnaire = await questionnaireRowOf(db, member, input.questionnaireId);
    const [question] = await db
      .select()
      .from(questionnaireQuestions)
      .where(
        and(
          eq(questionnaireQuestions.organizationId, member.organizationId),
          eq(questionnaireQuestions.questionnaireId, questionnaire.id),
          eq(questionnaireQuestions.id, checkedId(input.id, 'The question')),
        ),
      );
    if (!question) throw notFound('The question');
    if (question.version !== input.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
    const kind = kindOf(input.answer, question.suggestion);
    const approve = input.intent === 'approve';
    return db.transaction(async (tx) => {
      if (approve) {
        await approveLibraryAnswerIn(
          tx,
          member,
          {
            question: question.text,
            answer: input.answer,
            kind,
            sources: question.suggestion?.sources ?? [],
            version: await libraryVersionOf(tx, member.organizationId, question.text),
          },
          now,
        );
      }
      const [updated] = await tx
        .update(questionnaireQuestions)
        .set({
          answer: input.answer,
          kind,
          approvedByMemberId: approve ? member.id : null,
          approvedByName: approve ? member.displayName : null,
          approvedAt: approve ? now : null,
          version: question.version + 1,
        })
        .where(
          and(
            eq(questionnaireQuestions.organizationId, member.organizationId),
            eq(questionnaireQuestions.id, question.id),
            eq(questionnaireQuestions.version, input.version),
          ),
        )
        .returning();
      if (!updated) throw new WorkspaceError('conflict', STALE_MESSAGE);
      const counts = await countsOf(tx, member.organizationId, questionnaire.id);
      const status =
        counts.approvedCount === counts.questionCount ? 'approved' : questionnaire.status === 'imported' ? 'imported' : 'in-review';
      if (status !== questionnaire.status) {
        await tx
          .update(questionnaires)
          .set({ status })
          .where(and(eq(questionnaires.organizationId, member.organizationId), eq(questionnaires.id, questionnaire.id)));
      }
      await recordActivity(tx, member, {
        action: approve ? 'questionnaire.question-approved' : 'questionnaire.question-edited',
        recordType: 'questionnaire',
        recordId: questionnaire.id,
        summary: draftedSummary(
          `${approve ? 'Approved' : 'Edited'} the answer to "${clipped(question.text, 120)}" in ${clipped(questionnaire.name, 80)}`,
          draft,
        ),
      });
      await confirmDraftIn(tx, draft, question.id);
      return toQuestion(updated);
    });
  },
);
