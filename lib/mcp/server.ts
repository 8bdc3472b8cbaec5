import 'server-only';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { ApiKeyScope } from '@/lib/schemas/organization/settings';
import type { Member } from '@/lib/workspace/member';
import { mcpTools } from './tools';

const READ_ONLY_NOTE =
  'This API key is read-only: the tools that change records (upload_evidence) are not offered. An administrator creates a read-write key in Settings › API Keys.';

/**
 * The MCP server of one request, as the key's organization: every tool of the API the key's scope allows (a
 * read-only key is offered no writing tool, and calling one answers an error), each run as the API runs it.
 */
export function mcpServerFor(member: Member, scope: ApiKeyScope, apiBaseUrl: string): McpServer {
  const server = new McpServer(
    { name: 'complia', title: 'Complia', version: '1.0.0' },
    {
      instructions: [
        `You act for the organization ${member.organizationName} through its API key, with the same access as its REST API (/api/v1).`,
        'Only frameworks whose API Access is on (Framework Settings › Advanced) are reached: list_frameworks names the closed ones and where to open them.',
        ...(scope === 'read-write' ? [] : [READ_ONLY_NOTE]),
      ].join(' '),
    },
  );
  for (const tool of mcpTools) {
    if (tool.access === 'write' && scope !== 'read-write') continue;
    server.registerTool(
      tool.name,
      {
        title: tool.title,
        description: tool.description,
        inputSchema: tool.inputSchema,
        outputSchema: tool.outputSchema,
        annotations: { readOnlyHint: tool.access === 'read', destructiveHint: false, openWorldHint: false },
      },
      (args) => tool.run(member, args as Record<string, unknown>, apiBaseUrl),
    );
  }
  return server;
}
