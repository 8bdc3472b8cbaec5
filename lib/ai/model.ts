import 'server-only';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { env } from '@/lib/env';
import { operatorAllowedHosts, outboundSession, parseAllowedHosts } from '@/lib/outbound';

/** What the server knows of the configured model, for Settings' "what is sent" and the panel; never the key. */
export type AssistantModelInfo = {
  provider: 'openai' | 'anthropic' | 'openai-compatible';
  model: string;
  /** The host the prompts and the records the tools read go to. */
  host: string;
};

/** A model answer may take a while to be written; the integrations' 15 seconds would cut most of them short. */
const MODEL_TIMEOUT_MS = 120_000;

const DEFAULT_HOSTS = { openai: 'api.openai.com', anthropic: 'api.anthropic.com' } as const;

/** The configured model's provider, name and host, or null when ASSISTANT_PROVIDER is unset (nothing leaves the server). */
export function assistantModelInfo(): AssistantModelInfo | null {
  const { ASSISTANT_PROVIDER: provider, ASSISTANT_MODEL: model, ASSISTANT_BASE_URL: baseUrl } = env();
  if (!provider || !model) return null;
  const host = baseUrl ? new URL(baseUrl).host : DEFAULT_HOSTS[provider as keyof typeof DEFAULT_HOSTS];
  return { provider, model, host };
}

/**
 * The fetch every model request goes through: the guarded outbound client, with the operator's own base URL allowed
 * although it may be a private or plain-http address (a local Ollama); every other host keeps the public-address rule.
 */
function modelFetch(): typeof globalThis.fetch {
  const { ASSISTANT_BASE_URL: baseUrl } = env();
  const own = baseUrl ? parseAllowedHosts(new URL(baseUrl).host) : [];
  const allowedHosts = [...operatorAllowedHosts(), ...own];
  return ((input: string | URL | Request, init?: RequestInit) =>
    outboundSession({ allowedHosts, limits: { timeoutMs: MODEL_TIMEOUT_MS } }).fetch(input, init)) as typeof globalThis.fetch;
}

/** The configured language model, or null without one; a new value per call, so a changed environment is read. */
export function assistantModel(): LanguageModel | null {
  const info = assistantModelInfo();
  if (!info) return null;
  const { ASSISTANT_API_KEY: apiKey, ASSISTANT_BASE_URL: baseURL } = env();
  const fetch = modelFetch();
  switch (info.provider) {
    case 'openai':
      return createOpenAI({ apiKey, baseURL, fetch })(info.model);
    case 'anthropic':
      return createAnthropic({ apiKey, baseURL, fetch })(info.model);
    case 'openai-compatible':
      return createOpenAICompatible({ name: 'openai-compatible', baseURL: baseURL!, apiKey, fetch, includeUsage: true }).chatModel(
        info.model,
      );
  }
}
