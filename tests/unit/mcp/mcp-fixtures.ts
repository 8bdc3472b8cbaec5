import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { GET, POST } from '@/app/api/mcp/route';

export const MCP_URL = 'http://localhost/api/mcp';

/** Hands the client's requests to the route's handlers, as Next.js would. */
async function routeFetch(url: string | URL, init?: RequestInit): Promise<Response> {
  const request = new Request(url, init);
  if (request.method === 'POST') return POST(request);
  if (request.method === 'GET') return GET(request);
  return new Response(null, { status: 405 });
}

/** The SDK's own client over Streamable HTTP, connected to /api/mcp with `key` as its bearer key. */
export async function connectedClient(key: string): Promise<Client> {
  const client = new Client({ name: 'complia-test', version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(MCP_URL), {
    fetch: routeFetch,
    requestInit: { headers: { authorization: `Bearer ${key}` } },
  });
  await client.connect(transport);
  return client;
}

/** JSON text, or null for a plain sentence (the SDK's own refusals are sentences). */
function jsonOrNull(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

/** A tool's call, with its text and the JSON that text holds (the API's answer, or its `{ error }` on a refusal). */
export async function callTool(client: Client, name: string, args: Record<string, unknown> = {}) {
  const result = (await client.callTool({ name, arguments: args })) as CallToolResult;
  const part = result.content.find((candidate) => candidate.type === 'text');
  const text = part?.type === 'text' ? part.text : '';
  return { result, text, json: jsonOrNull(text) };
}
