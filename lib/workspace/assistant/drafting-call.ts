import 'server-only';
import { generateText, Output, type LanguageModel } from 'ai';
import type { z } from 'zod';
import { assistantModel } from '@/lib/ai';
import { DATA_RULE } from '@/lib/domain/assistant/as-data';
import { WorkspaceError, assertCan, type Member } from '../member';
import { recordAssistantTokens, spendAssistantRequest } from '../assistant-budget';
import { assistantSettingsOf } from '../assistant-settings';

export const NO_MODEL_MESSAGE =
  'Drafting needs a model: the server administrator sets ASSISTANT_PROVIDER, ASSISTANT_MODEL and its key (or ASSISTANT_BASE_URL for a local server).';
export const ASSISTANT_OFF_MESSAGE = 'The assistant is off for your organization. An admin can turn it on in Settings › Assistant.';
export const MODEL_FAILED_MESSAGE = 'The model did not answer with a usable draft. Try again in a moment.';

/**
 * The model a member may draft with: only a role that edits records, only once the organization turned the
 * assistant on, only when the server has a model. `model` is the configured one unless another is given.
 */
export async function draftingModel(member: Member, model: LanguageModel | null = assistantModel()): Promise<LanguageModel> {
  assertCan(member, 'records.edit');
  if (!(await assistantSettingsOf(member)).enabled) throw new WorkspaceError('invalid', ASSISTANT_OFF_MESSAGE);
  if (!model) throw new WorkspaceError('invalid', NO_MODEL_MESSAGE);
  return model;
}

/** Why the member's "Draft with the assistant" cannot work now (no model, assistant off), or null when it can. */
export async function draftingUnavailable(member: Member, model: LanguageModel | null = assistantModel()): Promise<string | null> {
  if (!model) return NO_MODEL_MESSAGE;
  return (await assistantSettingsOf(member)).enabled ? null : ASSISTANT_OFF_MESSAGE;
}

/**
 * One budgeted model request answering an object of `schema`: the request is counted first (429 past the day's
 * budget), its tokens after. The system prompt always carries the rule that delimited text is data. A model that
 * fails or answers something else is refused with a message, never a fault, and never with the provider's words
 * (they may echo the request).
 */
export async function draftObject<T>(
  member: Member,
  model: LanguageModel,
  request: { system: string; prompt: string; schema: z.ZodType<T> },
): Promise<T> {
  await spendAssistantRequest(member);
  let tokens = 0;
  try {
    const result = await generateText({
      model,
      system: `${request.system}\n\n${DATA_RULE}`,
      prompt: request.prompt,
      output: Output.object({ schema: request.schema }),
      maxRetries: 0,
    });
    tokens = (result.totalUsage.inputTokens ?? 0) + (result.totalUsage.outputTokens ?? 0);
    return result.output as T;
  } catch {
    throw new WorkspaceError('invalid', MODEL_FAILED_MESSAGE);
  } finally {
    await recordAssistantTokens(member, tokens);
  }
}
