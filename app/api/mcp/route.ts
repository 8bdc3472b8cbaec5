// POST /api/mcp: the MCP server (Streamable HTTP, stateless) over the organization's API keys (docs/mcp.md).
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';
import { answerMcp } from '@/lib/mcp/handler';

export const dynamic = 'force-dynamic';

export const POST = answerMcp;
// Stateless: no stream to open with GET and no session to end with DELETE.
export const { GET, PUT, PATCH, DELETE } = methodsNotAllowed(['POST']);
