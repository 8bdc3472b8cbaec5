import 'server-only';
import type { LanguageModel } from 'ai';
import { assistantModel } from '@/lib/ai';
import { mergeToolRecords } from '@/lib/domain/assistant/citations';
import type { AssistantQuestion, AssistantReply, AssistantToolRecord, AssistantTurn } from '@/lib/schemas/assistant';
import { assertCan, WorkspaceError, type Member } from '../member';
import { conversationMessages, deleteConversation, ownConversation, startConversation, storeTurn, turnsOf } from './conversations';
import { runModelTurn, type ModelTurnResult } from './model-turn';
import { answerFromRecords } from './records-answers';
import { assistantSettingsOf } from '../assistant-settings';

export const NO_MODEL_NOTICE =
  'Drafting and open questions need a model. An operator sets ASSISTANT_PROVIDER, ASSISTANT_MODEL and ASSISTANT_API_KEY (docs/assistant.md).';
export const TURNED_OFF_NOTICE = 'An admin turns the assistant on in Settings › Assistant.';
export const MODEL_FAILED_NOTICE = 'The model did not answer just now, so this reply comes from the records alone. Try again in a moment.';

/** A reply of the records alone: nothing leaves the server. */
async function recordsTurn(member: Member, input: AssistantQuestion, notice: string): Promise<ModelTurnResult> {
  const answer = await answerFromRecords(member, input.question, input.page);
  const sentences = answer.sentences;
  const reply: AssistantReply = {
    mode: 'records',
    sentences,
    supported: sentences.length > 0 && sentences.every((sentence) => sentence.citations.length > 0),
    proposals: [],
    notice,
  };
  return {
    reply,
    text: sentences.map((sentence) => sentence.text).join(' '),
    toolRecords: answer.toolRecords,
    inputTokens: 0,
    outputTokens: 0,
  };
}

/**
 * Answers the member's question in their own conversation (another member's or organization's id is not found),
 * or in a new one titled after it. The model answers when one is configured and the organization turned the
 * assistant on; otherwise the records answer alone, with a notice saying how to get the model. The question and
 * the reply are stored together once the answer is written; a refused turn (the budget) leaves nothing behind.
 */
export async function askAssistant(
  member: Member,
  input: AssistantQuestion,
  model: LanguageModel | null = assistantModel(),
): Promise<AssistantTurn> {
  assertCan(member, 'records.view');
  const existing = input.conversationId ? await ownConversation(member, input.conversationId) : null;
  const conversationId = existing?.id ?? (await startConversation(member, input.question));
  try {
    const result = await answer(member, input, model, conversationId);
    return await storeTurn(member, conversationId, { question: input.question, ...result });
  } catch (error) {
    if (!existing) await deleteConversation(member, conversationId);
    throw error;
  }
}

async function answer(
  member: Member,
  input: AssistantQuestion,
  model: LanguageModel | null,
  conversationId: string,
): Promise<ModelTurnResult> {
  if (!model) return recordsTurn(member, input, NO_MODEL_NOTICE);
  if (!(await assistantSettingsOf(member)).enabled) return recordsTurn(member, input, TURNED_OFF_NOTICE);
  const messages = await conversationMessages(member, conversationId);
  const earlierRecords = mergeToolRecords(...messages.map((message) => message.toolRecords ?? ([] as AssistantToolRecord[])));
  const earlierTurns = turnsOf(conversationId, messages);
  try {
    return await runModelTurn(member, model, { conversationId, question: input.question, page: input.page, earlierTurns, earlierRecords });
  } catch (error) {
    if (error instanceof WorkspaceError) throw error;
    // The provider failed (down, refused the key, timed out): the member still gets what the records say. Only the
    // error's name is logged: its message may carry the request, records included.
    console.error(`The assistant's model failed: ${error instanceof Error ? error.name : 'unknown error'}`);
    return recordsTurn(member, input, MODEL_FAILED_NOTICE);
  }
}
