import 'server-only';
import { recordsIntentOf, type RecordsIntent } from '@/lib/domain/assistant/records-intents';
import type { AssistantPage, AssistantSentence, AssistantToolRecord } from '@/lib/schemas/assistant';
import { assertCan, type Member } from '../member';
import { citedIn } from './records-cite';
import { dueWorkAnswer } from './records-due';
import { followedFrameworkNames, frameworkGapAnswer } from './records-frameworks';
import { onScreenAnswer } from './records-screen';
import { topicAnswer } from './records-topic';

/**
 * What the records answer without a model: sentences that each cite the records they come from. `understood` says
 * whether the question was one the records answer (then no sentences means nothing was found), or not (then
 * drafting and open questions need a model).
 */
export type RecordsAnswer = { sentences: AssistantSentence[]; toolRecords: AssistantToolRecord[]; understood?: boolean };

function sentencesFor(member: Member, intent: RecordsIntent, now: Date): Promise<AssistantSentence[]> {
  switch (intent.kind) {
    case 'framework-gaps':
      return frameworkGapAnswer(member, intent.frameworkId);
    case 'due-work':
      return dueWorkAnswer(member, intent.overdueOnly, now);
    case 'topic':
      return topicAnswer(member, intent.words, now);
    case 'on-screen':
      return intent.recordKind === 'framework'
        ? frameworkGapAnswer(member, intent.id)
        : onScreenAnswer(member, intent.recordKind, intent.id);
    case 'none':
      return Promise.resolve([]);
  }
}

/**
 * Answers a question from the records alone, with no model: nothing leaves the server. The questions it
 * understands are read from the records as the member may read them (a framework's blocking controls, overdue
 * work, where a topic is covered, the record on screen); any other question answers nothing, and the panel says
 * that drafting and open questions need a model.
 */
export async function answerFromRecords(member: Member, question: string, page?: AssistantPage, now = new Date()): Promise<RecordsAnswer> {
  assertCan(member, 'records.view');
  const intent = recordsIntentOf(question, await followedFrameworkNames(member), page);
  const sentences = await sentencesFor(member, intent, now);
  return { sentences, toolRecords: citedIn(sentences), understood: intent.kind !== 'none' };
}
