import 'server-only';
import { dayOf } from '@/lib/domain/calendar-days';
import { answerQuestions, type Question, type Suggestion } from '@/lib/domain/questionnaires';
import { QUESTION_MAX } from '@/lib/schemas/questionnaires/answers';
import { assertCan, WorkspaceError, type Member } from '../member';
import { organizationKnowledge } from './knowledge';
import { suggestWithModel } from './model-answers';

/** At most this many questions per call: a long questionnaire has a few hundred. */
export const MAX_QUESTIONS = 2000;

/**
 * A suggested answer for each question, in order, from the member's organization's own records only: one search
 * index of its knowledge is built for the call. A question no record answers well enough gets no answer.
 */
export async function suggestAnswers(
  member: Member,
  questions: readonly Question[],
  today: string = dayOf(new Date()),
): Promise<Suggestion[]> {
  assertCan(member, 'records.view');
  if (questions.length > MAX_QUESTIONS)
    throw new WorkspaceError('invalid', `A questionnaire may have at most ${MAX_QUESTIONS.toLocaleString('en-US')} questions.`);
  if (questions.length === 0) return [];
  // A cell longer than any question is searched by its beginning only, so one cell cannot slow the whole call.
  const searched = questions.map((question) => ({ ...question, text: question.text.slice(0, QUESTION_MAX) }));
  const knowledge = await organizationKnowledge(member, today);
  // With the assistant's model configured and on, it writes the answers from the same records; else the rules do.
  return (await suggestWithModel(member, knowledge, searched)) ?? answerQuestions(knowledge, searched);
}
