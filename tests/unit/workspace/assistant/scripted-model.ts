import { MockLanguageModelV4 } from 'ai/test';

type LanguageModelV4CallOptions = Parameters<MockLanguageModelV4['doGenerate']>[0];
type LanguageModelV4GenerateResult = Awaited<ReturnType<MockLanguageModelV4['doGenerate']>>;

/** One answer of the scripted model: tool calls, or text; a function reads the request first (its tool results). */
export type ScriptedStep =
  | { text: string }
  | { calls: { name: string; input: unknown }[] }
  | ((options: LanguageModelV4CallOptions) => { text: string } | { calls: { name: string; input: unknown }[] });

const usage = {
  inputTokens: { total: 120, noCache: 120, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 30, text: 30, reasoning: 0 },
};

/** A mock language model answering the steps in order, each request kept in `doGenerateCalls`. */
export function scriptedModel(steps: ScriptedStep[]): MockLanguageModelV4 {
  let next = 0;
  return new MockLanguageModelV4({
    doGenerate: async (options): Promise<LanguageModelV4GenerateResult> => {
      const step = steps[next++];
      if (!step) throw new Error('The scripted model was asked more often than scripted');
      const answer = typeof step === 'function' ? step(options) : step;
      if ('text' in answer) {
        return { content: [{ type: 'text', text: answer.text }], finishReason: { unified: 'stop', raw: 'stop' }, usage, warnings: [] };
      }
      return {
        content: answer.calls.map((call, index) => ({
          type: 'tool-call' as const,
          toolCallId: `call-${next}-${index}`,
          toolName: call.name,
          input: JSON.stringify(call.input),
        })),
        finishReason: { unified: 'tool-calls', raw: 'tool_calls' },
        usage,
        warnings: [],
      };
    },
  });
}

/** The text of every tool result in a request, to read what the tools answered the model. */
export function toolResultsOf(options: LanguageModelV4CallOptions): string {
  return options.prompt
    .filter((message) => message.role === 'tool')
    .flatMap((message) => message.content)
    .map((part) => JSON.stringify(part))
    .join('\n');
}
