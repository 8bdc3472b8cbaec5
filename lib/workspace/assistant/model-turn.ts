import 'server-only';
import { generateText, stepCountIs, type LanguageModel, type ModelMessage } from 'ai';
import { citedSentences } from '@/lib/domain/assistant/citations';
import { dayOf } from '@/lib/domain/calendar-days';
import { can } from '@/lib/domain/permissions';
import type { AssistantPage, AssistantProposalView, AssistantReply, AssistantToolRecord, AssistantTurn } from '@/lib/schemas/assistant';
import type { Member } from '../member';
import { assistantTools, pageRecordMessages } from './assistant-tools';
import { recordAssistantTokens, spendAssistantRequest } from '../assistant-budget';
import { systemPrompt } from './system-prompt';
import { TurnRecords } from './tool-records';

/** At most this many model steps (tool calls and the answer) in one turn. */
const MAX_STEPS = 6;

/** What a model turn answers: the reply, its plain text, the records its tools returned and the tokens spent. */
export type ModelTurnResult = {
  reply: AssistantReply;
  text: string;
  toolRecords: AssistantToolRecord[];
  inputTokens: number;
  outputTokens: number;
};

/** An earlier turn as the model reads it again: the question, and the reply with its citations as markers. */
function earlierMessages(turns: readonly AssistantTurn[]): ModelMessage[] {
  return turns.flatMap((turn): ModelMessage[] => [
    { role: 'user', content: turn.question },
    {
      role: 'assistant',
      content: turn.reply.sentences
        .map((sentence) => [sentence.text, ...sentence.citations.map((citation) => `[[${citation.ref}]]`)].join(' '))
        .join(' '),
    },
  ]);
}

/**
 * One question to the model: the budget counted first (429 past it), the record on screen read, the tool loop run
 * as the member, then each sentence checked against the records the tools returned in this conversation and the
 * tokens counted.
 */
export async function runModelTurn(
  member: Member,
  model: LanguageModel,
  input: {
    conversationId: string;
    question: string;
    page: AssistantPage | undefined;
    earlierTurns: readonly AssistantTurn[];
    earlierRecords: readonly AssistantToolRecord[];
  },
): Promise<ModelTurnResult> {
  await spendAssistantRequest(member);
  const records = new TurnRecords(input.earlierRecords);
  const proposals: AssistantProposalView[] = [];
  const tools = assistantTools(member, records, input.conversationId, proposals);
  const pageMessages = await pageRecordMessages(input.page, tools);
  const result = await generateText({
    model,
    system: systemPrompt({
      organization: member.organizationName,
      canPropose: can(member.role, 'records.edit'),
      page: input.page,
      today: dayOf(new Date()),
    }),
    messages: [...earlierMessages(input.earlierTurns), ...pageMessages, { role: 'user', content: input.question }],
    tools,
    stopWhen: stepCountIs(MAX_STEPS),
  });
  const inputTokens = result.totalUsage.inputTokens ?? 0;
  const outputTokens = result.totalUsage.outputTokens ?? 0;
  await recordAssistantTokens(member, inputTokens + outputTokens);
  const { sentences, supported } = citedSentences(result.text, records.all());
  const notice =
    sentences.length === 0 && proposals.length === 0
      ? 'The assistant did not answer in words this time. Ask again, or rephrase the question.'
      : null;
  return {
    reply: { mode: 'model', sentences, supported, proposals, notice },
    text: sentences.map((sentence) => sentence.text).join(' '),
    toolRecords: records.thisTurn(),
    inputTokens,
    outputTokens,
  };
}
