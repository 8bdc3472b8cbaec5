/** @jest-environment node */
import { generateText, stepCountIs, streamText, tool } from 'ai';
import { z } from 'zod';
import { assistantModel, assistantModelInfo } from '@/lib/ai';
import { parseEnv } from '@/lib/env';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../support/openai-stand-in';

const KEY = 'sk-stand-in-key-0000';
let standIn: OpenAiStandIn;

beforeAll(async () => {
  standIn = await startOpenAiStandIn([
    { when: { lastUser: 'CC6\\.1', offersTool: 'control' }, answer: { toolCalls: [{ name: 'control', arguments: { id: 'CC6.1' } }] } },
    { when: { afterTool: 'control' }, answer: { text: 'CC6.1 reads {{tool:control:state}}.' } },
  ]);
  // Only the model's own address is allowed, through the assistant's configuration, not the operator's list.
  delete process.env.OUTBOUND_ALLOWED_HOSTS;
  Object.assign(process.env, {
    ASSISTANT_PROVIDER: 'openai-compatible',
    ASSISTANT_MODEL: 'llama3.1',
    ASSISTANT_API_KEY: KEY,
    ASSISTANT_BASE_URL: standIn.url,
  });
});

afterAll(() => standIn.close());

const control = tool({
  description: 'A control of the organization',
  inputSchema: z.object({ id: z.string() }),
  execute: async ({ id }) => ({ id, state: 'Needs attention' }),
});

describe('the configured model', () => {
  it('names the provider, the model and the host the records go to, never the key', () => {
    const info = assistantModelInfo();
    expect(info).toEqual({ provider: 'openai-compatible', model: 'llama3.1', host: new URL(standIn.url).host });
    expect(JSON.stringify(info)).not.toContain(KEY);
  });

  it('calls a tool and answers with its result through the base URL, with the key sent to the provider', async () => {
    const result = await generateText({
      model: assistantModel()!,
      tools: { control },
      stopWhen: stepCountIs(3),
      prompt: 'What does CC6.1 need?',
    });
    expect(result.text).toBe('CC6.1 reads Needs attention.');
    expect(standIn.requests.at(-1)!.messages.some((message) => message.role === 'tool')).toBe(true);
    expect(standIn.authorizations.at(-1)).toBe(`Bearer ${KEY}`);
    expect(result.totalUsage.inputTokens).toBeGreaterThan(0);
  });

  it('reads a streamed answer, tool call included', async () => {
    const result = streamText({ model: assistantModel()!, tools: { control }, stopWhen: stepCountIs(3), prompt: 'And CC6.1 streamed?' });
    expect(await result.text).toBe('CC6.1 reads Needs attention.');
    expect(standIn.requests.at(-1)!.stream).toBe(true);
  });
});

describe('the assistant variables', () => {
  const base = { SESSION_SECRET: 'x'.repeat(32) };
  const problem = (vars: Record<string, string>) => {
    try {
      parseEnv({ ...base, ...vars });
      return null;
    } catch (error) {
      return (error as Error).message;
    }
  };

  it('need nothing: without a provider the assistant answers from the records', () => {
    expect(problem({})).toBeNull();
  });

  it('refuse a model, key or address without a provider, as they would be ignored', () => {
    expect(problem({ ASSISTANT_MODEL: 'gpt-4.1-mini' })).toContain('ASSISTANT_MODEL: takes effect only with ASSISTANT_PROVIDER');
    expect(problem({ ASSISTANT_BASE_URL: 'http://localhost:11434/v1' })).toContain('ASSISTANT_BASE_URL: takes effect only');
  });

  it('ask a model of every provider, a key of OpenAI and Anthropic, and an address of a compatible server', () => {
    expect(problem({ ASSISTANT_PROVIDER: 'openai', ASSISTANT_API_KEY: 'k' })).toContain('ASSISTANT_MODEL: is required');
    expect(problem({ ASSISTANT_PROVIDER: 'anthropic', ASSISTANT_MODEL: 'claude-sonnet-4-5' })).toContain('ASSISTANT_API_KEY: is required');
    expect(problem({ ASSISTANT_PROVIDER: 'openai-compatible', ASSISTANT_MODEL: 'llama3.1' })).toContain('ASSISTANT_BASE_URL: is required');
    expect(
      problem({ ASSISTANT_PROVIDER: 'openai-compatible', ASSISTANT_MODEL: 'llama3.1', ASSISTANT_BASE_URL: 'http://localhost:11434/v1' }),
    ).toBeNull();
    expect(problem({ ASSISTANT_PROVIDER: 'mistral', ASSISTANT_MODEL: 'x' })).toContain(
      "must be 'openai', 'anthropic' or 'openai-compatible'",
    );
  });

  it('never echo the key in a message', () => {
    expect(problem({ ASSISTANT_API_KEY: 'sk-secret-value' })).not.toContain('sk-secret-value');
  });
});
