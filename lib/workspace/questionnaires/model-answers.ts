import 'server-only';
import { generateText, Output, type LanguageModel } from 'ai';
import { assistantModel } from '@/lib/ai';
import { answerQuestions, type KnowledgeDocument, type Question, type Suggestion } from '@/lib/domain/questionnaires';
import { checkedBatch } from '@/lib/domain/questionnaires/model-check';
import {
  batchesOf,
  MODEL_ANSWER_SYSTEM,
  modelAnswerPrompt,
  modelAnswersSchema,
  type ModelBatch,
} from '@/lib/domain/questionnaires/model-prompt';
import { ModelRecordFinder } from '@/lib/domain/questionnaires/model-records';
import { recordAssistantTokens, spendAssistantRequest } from '../assistant-budget';
import { assistantSettingsOf } from '../assistant-settings';
import { WorkspaceError, type Member } from '../member';

/** One batch may take this long; past it, its questions are answered without the model. */
const BATCH_TIMEOUT_MS = 90_000;
/** Requests in flight at once: a long questionnaire is answered sooner without flooding the provider. */
const CONCURRENT_BATCHES = 3;

/** What the screen says of an answer the answerer without a model gave because the model did not. */
export const modelFallbackNote = (reason: string) =>
  `The assistant's model did not answer (${reason}): this suggestion comes from the records alone.`;
export const BUDGET_SPENT_REASON = "the assistant's daily budget is spent";
export const MODEL_FAILED_REASON = 'it failed or its answer could not be read';
export const MODEL_TIMEOUT_REASON = 'it took too long';
export const QUESTION_SKIPPED_REASON = 'it skipped this question';

const noAnswer = (): Suggestion => ({ answer: null, kind: null, confidence: 0, sources: [] });

function reasonOf(error: unknown): string {
  if (error instanceof WorkspaceError && error.status === 429) return BUDGET_SPENT_REASON;
  if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')) return MODEL_TIMEOUT_REASON;
  return MODEL_FAILED_REASON;
}

/** One budgeted request for a batch: counted before it is sent (429 past the day's budget), its tokens after. */
async function askModel(member: Member, model: LanguageModel, batch: ModelBatch) {
  await spendAssistantRequest(member);
  let tokens = 0;
  try {
    const result = await generateText({
      model,
      system: MODEL_ANSWER_SYSTEM,
      prompt: modelAnswerPrompt(batch),
      output: Output.object({ schema: modelAnswersSchema }),
      maxRetries: 0,
      abortSignal: AbortSignal.timeout(BATCH_TIMEOUT_MS),
    });
    tokens = (result.totalUsage.inputTokens ?? 0) + (result.totalUsage.outputTokens ?? 0);
    return result.output;
  } finally {
    await recordAssistantTokens(member, tokens);
  }
}

/** Runs `work` on each item with at most `limit` at once. */
async function eachAtMost<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * Suggestions written by the assistant's model, or null when it cannot be used (no model configured, or the
 * organization has the assistant off), so the answerer without a model answers as before. Each question is given
 * the records retrieval finds for it; the model answers batches of questions from those records only, citing them;
 * each answer whose citations do not hold is withheld. A batch the model fails, times out on or that the budget
 * refuses, and a question it skips, is answered without the model, with a note saying so.
 */
export async function suggestWithModel(
  member: Member,
  knowledge: readonly KnowledgeDocument[],
  questions: readonly Question[],
  model: LanguageModel | null = assistantModel(),
): Promise<Suggestion[] | null> {
  if (!model || !(await assistantSettingsOf(member)).enabled) return null;
  const finder = new ModelRecordFinder(knowledge);
  const batches = batchesOf(
    questions.map((question, index) => ({ index, text: question.text, records: finder.recordsFor(question.text) })),
  );
  const suggestions: Suggestion[] = questions.map(noAnswer);
  const fallback = new Map<number, string>();
  let stopped: string | null = null;
  await eachAtMost(batches, CONCURRENT_BATCHES, async (batch) => {
    try {
      if (stopped) throw new WorkspaceError('limited', stopped);
      const checked = checkedBatch(batch, await askModel(member, model, batch));
      for (const question of batch.questions) {
        const suggestion = checked.get(question.index);
        if (suggestion) suggestions[question.index] = suggestion;
        else fallback.set(question.index, QUESTION_SKIPPED_REASON);
      }
    } catch (error) {
      const reason = reasonOf(error);
      // Once the day's budget is spent, the batches still waiting are not sent.
      if (reason === BUDGET_SPENT_REASON) stopped = reason;
      else console.error(`The assistant's model failed on a questionnaire: ${error instanceof Error ? error.name : 'unknown error'}`);
      for (const question of batch.questions) fallback.set(question.index, reason);
    }
  });
  if (fallback.size > 0) {
    const indexes = [...fallback.keys()];
    const answered = answerQuestions(
      knowledge,
      indexes.map((index) => questions[index]!),
    );
    indexes.forEach((index, at) => (suggestions[index] = { ...answered[at]!, note: modelFallbackNote(fallback.get(index)!) }));
  }
  return suggestions;
}
