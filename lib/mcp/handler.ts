import 'server-only';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { keyAccess } from '@/lib/api/api-key-access';
import { mcpServerFor } from './server';
import { MAX_FILE_BASE64_CHARS } from './tool-input';

/** A call's JSON-RPC body may hold one file of the upload limit in base64, and room for its other arguments. */
const MAX_MCP_BODY_BYTES = MAX_FILE_BASE64_CHARS + 64 * 1024;

/**
 * One MCP request (Streamable HTTP, stateless, JSON answers): the API key exactly as /api/v1 checks it (401 at
 * once without one, never a cookie; its requests a minute), then a server of this request alone, as the key's
 * organization and scope, which answers and is closed.
 */
export async function answerMcp(request: Request): Promise<Response> {
  const access = await keyAccess(request, 'read');
  if (!access.ok) return access.response;
  const server = mcpServerFor(access.member, access.scope, `${new URL(request.url).origin}/api/v1`);
  const transport = new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    maxRequestBodySize: MAX_MCP_BODY_BYTES,
  });
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request);
    const answer = new Response(response.body, response);
    answer.headers.set('Cache-Control', 'no-store');
    for (const [name, value] of Object.entries(access.headers)) answer.headers.set(name, value);
    return answer;
  } finally {
    await server.close();
  }
}
