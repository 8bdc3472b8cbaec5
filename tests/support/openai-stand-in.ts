import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server standing in for an OpenAI-compatible chat completions API (`POST <base>/chat/completions`, as
 * OpenAI, Ollama, vLLM and LM Studio serve it), so the assistant is tested through its configurable base URL and
 * never reaches the internet. It answers from a script of recorded turns: the first turn whose `when` matches the
 * request is answered, streamed as server-sent events when the request asks for a stream, as one JSON otherwise,
 * in the shapes of OpenAI's API reference (chat.completion and chat.completion.chunk objects, tool_calls deltas,
 * a usage chunk when stream_options.include_usage is set, and `data: [DONE]`).
 */
export type StandInTurn = {
  when: {
    /** Matches the last user message's text (a regular expression's source, case-insensitive). */
    lastUser?: string;
    /** The request's last message is the result of this tool. */
    afterTool?: string;
    /** The request offers this tool (a viewer's request offers no proposing tool). */
    offersTool?: string;
  };
  /**
   * The assistant's answer: text, or tool calls whose arguments are JSON. In either, `{{tool:NAME:PATH}}` is
   * replaced with the value at PATH (dotted, with array indexes) of the last result of tool NAME in the request,
   * so a recorded answer can name a record whose id the database chose.
   */
  answer:
    | { text: string }
    | { toolCalls: { name: string; arguments: unknown }[] }
    /** Text written from the request, as a model reads its prompt (the questionnaire stand-in's answers). */
    | { write: (request: ChatRequest) => string };
};

export type ChatMessage = {
  role: 'system' | 'user' | 'assistant' | 'tool';
  content?: string | { type: string; text?: string }[] | null;
  tool_call_id?: string;
  tool_calls?: { id: string; function: { name: string; arguments: string } }[];
};

export type ChatRequest = {
  model: string;
  messages: ChatMessage[];
  tools?: { type: 'function'; function: { name: string } }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
};

export type OpenAiStandIn = {
  /** The base URL to configure (ASSISTANT_BASE_URL), ending in /v1. */
  url: string;
  /** Every request's body, in order, to prove what was sent. */
  requests: ChatRequest[];
  /** Every request's Authorization header. */
  authorizations: string[];
  setScript: (script: StandInTurn[]) => void;
  close: () => Promise<void>;
};

const textOf = (content: ChatMessage['content']): string =>
  typeof content === 'string' ? content : (content ?? []).map((part) => part.text ?? '').join('');

/** The results of each tool in the request, by tool name, the last one last. */
function toolResults(messages: ChatMessage[]): Map<string, unknown[]> {
  const names = new Map<string, string>();
  const results = new Map<string, unknown[]>();
  for (const message of messages) {
    for (const call of message.tool_calls ?? []) names.set(call.id, call.function.name);
    if (message.role !== 'tool' || !message.tool_call_id) continue;
    const name = names.get(message.tool_call_id) ?? '';
    let value: unknown = textOf(message.content);
    try {
      value = JSON.parse(value as string);
    } catch {
      // a tool result that is plain text stays text
    }
    results.set(name, [...(results.get(name) ?? []), value]);
  }
  return results;
}

function valueAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .filter(Boolean)
    .reduce<unknown>(
      (found, key) => (found === null || typeof found !== 'object' ? undefined : (found as Record<string, unknown>)[key]),
      value,
    );
}

function filled(text: string, results: Map<string, unknown[]>): string {
  return text.replace(/\{\{tool:([\w-]+):([\w.[\]-]*)\}\}/g, (_, name: string, path: string) => {
    const last = results.get(name)?.at(-1);
    const value = valueAt(last, path.replace(/\[(\d+)\]/g, '.$1'));
    if (value === undefined) throw new Error(`the stand-in's script names ${name}:${path}, which the request's tool results lack`);
    return typeof value === 'string' ? value : JSON.stringify(value);
  });
}

function matches(turn: StandInTurn, request: ChatRequest): boolean {
  const last = request.messages.at(-1);
  const lastUser = [...request.messages].reverse().find((message) => message.role === 'user');
  if (turn.when.lastUser && !new RegExp(turn.when.lastUser, 'i').test(textOf(lastUser?.content))) return false;
  if (turn.when.afterTool) {
    if (last?.role !== 'tool') return false;
    const caller = request.messages.flatMap((message) => message.tool_calls ?? []).find((call) => call.id === last.tool_call_id);
    if (caller?.function.name !== turn.when.afterTool) return false;
  } else if (last?.role === 'tool') return false;
  if (turn.when.offersTool && !request.tools?.some((tool) => tool.function.name === turn.when.offersTool)) return false;
  return true;
}

type Reply = { content: string | null; toolCalls: { id: string; type: 'function'; function: { name: string; arguments: string } }[] };

function replyOf(turn: StandInTurn, request: ChatRequest, counter: number): Reply {
  const results = toolResults(request.messages);
  if ('write' in turn.answer) return { content: turn.answer.write(request), toolCalls: [] };
  if ('text' in turn.answer) return { content: filled(turn.answer.text, results), toolCalls: [] };
  return {
    content: null,
    toolCalls: turn.answer.toolCalls.map((call, index) => ({
      id: `call_${counter}_${index}`,
      type: 'function' as const,
      function: { name: call.name, arguments: filled(JSON.stringify(call.arguments), results) },
    })),
  };
}

/** A rough count, enough for a budget: four characters a token, as OpenAI's guidance has it. */
const tokensOf = (text: string) => Math.ceil(text.length / 4);

function send(response: ServerResponse, request: ChatRequest, reply: Reply, id: string) {
  const created = Math.floor(Date.now() / 1000);
  const finish = reply.toolCalls.length > 0 ? 'tool_calls' : 'stop';
  const usage = {
    prompt_tokens: tokensOf(JSON.stringify(request.messages)),
    completion_tokens: tokensOf(reply.content ?? JSON.stringify(reply.toolCalls)),
    total_tokens: 0,
  };
  usage.total_tokens = usage.prompt_tokens + usage.completion_tokens;
  if (!request.stream) {
    const message = { role: 'assistant', content: reply.content, ...(reply.toolCalls.length ? { tool_calls: reply.toolCalls } : {}) };
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id,
        object: 'chat.completion',
        created,
        model: request.model,
        choices: [{ index: 0, message, finish_reason: finish }],
        usage,
      }),
    );
    return;
  }
  response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const chunk = (delta: object, finishReason: string | null = null) =>
    response.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices: [{ index: 0, delta, finish_reason: finishReason }] })}\n\n`,
    );
  chunk({ role: 'assistant', content: '' });
  // Text comes in a few pieces, as a model writes it; tool calls as their name, then their arguments.
  for (const piece of (reply.content ?? '').match(/[\s\S]{1,24}/g) ?? []) chunk({ content: piece });
  reply.toolCalls.forEach((call, index) => {
    chunk({ tool_calls: [{ index, id: call.id, type: 'function', function: { name: call.function.name, arguments: '' } }] });
    chunk({ tool_calls: [{ index, function: { arguments: call.function.arguments } }] });
  });
  chunk({}, finish);
  if (request.stream_options?.include_usage) {
    response.write(
      `data: ${JSON.stringify({ id, object: 'chat.completion.chunk', created, model: request.model, choices: [], usage })}\n\n`,
    );
  }
  response.end('data: [DONE]\n\n');
}

function refuse(response: ServerResponse, status: number, message: string) {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify({ error: { message, type: 'invalid_request_error', param: null, code: null } }));
}

/** Starts the stand-in on a free port of 127.0.0.1 with a script of turns (replaceable with `setScript`). */
export async function startOpenAiStandIn(script: StandInTurn[] = []): Promise<OpenAiStandIn> {
  let turns = script;
  let counter = 0;
  const requests: ChatRequest[] = [];
  const authorizations: string[] = [];
  const server: Server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method !== 'POST' || !request.url?.endsWith('/chat/completions')) return refuse(response, 404, 'Unknown endpoint.');
      let parsed: ChatRequest;
      try {
        parsed = JSON.parse(body) as ChatRequest;
      } catch {
        return refuse(response, 400, 'The body is not JSON.');
      }
      requests.push(parsed);
      authorizations.push(request.headers.authorization ?? '');
      const turn = turns.find((candidate) => matches(candidate, parsed));
      if (!turn) return refuse(response, 400, "No recorded turn matches this request in the stand-in's script.");
      counter += 1;
      try {
        send(response, parsed, replyOf(turn, parsed, counter), `chatcmpl-standin-${counter}`);
      } catch (error) {
        refuse(response, 400, (error as Error).message);
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    authorizations,
    setScript: (next) => (turns = next),
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
