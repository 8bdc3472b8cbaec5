import { MockLanguageModelV4 } from 'ai/test';
import { getDb } from '@/lib/db/client';
import { assistantSettings } from '@/lib/db/schema';
import type { Member } from '@/lib/workspace/member';

const usage = (input: number, output: number) => ({
  inputTokens: { total: input, noCache: input, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: output, text: output, reasoning: undefined },
});

/** A model answering each request with `answer(prompt)` as JSON text, as a provider answers structured output. */
export function jsonModel(answer: (prompt: string) => unknown): MockLanguageModelV4 {
  return new MockLanguageModelV4({
    doGenerate: async (options) => ({
      content: [{ type: 'text', text: JSON.stringify(answer(JSON.stringify(options.prompt))) }],
      finishReason: { unified: 'stop', raw: 'stop' },
      usage: usage(120, 80),
      warnings: [],
    }),
  });
}

/** The text of every message a mock model was sent in its last request. */
export const lastPromptOf = (model: MockLanguageModelV4) => JSON.stringify(model.doGenerateCalls.at(-1)?.prompt ?? []);

/** An admin's choice in Settings › Assistant: the assistant on for the organization. */
export async function turnAssistantOn(member: Member): Promise<void> {
  await (
    await getDb()
  )
    .insert(assistantSettings)
    .values({ organizationId: member.organizationId, enabled: true })
    .onConflictDoUpdate({ target: assistantSettings.organizationId, set: { enabled: true } });
}
