import 'server-only';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { apiOperation, runApiWork, type AnyApiRouteSpec } from '@/lib/api/api-work';
import { apiEndpoints } from '@/lib/api/endpoints';
import { apiOperations, type ApiOperation } from '@/lib/api/operations';
import { mcpSearchInputSchema, mcpSearchResultSchema } from '@/lib/schemas/mcp';
import type { Member } from '@/lib/workspace/member';
import { searchForKey } from './search';
import { apiInputOf, toolInputSchema } from './tool-input';
import { toolResultOf } from './tool-result';

/** One tool of the MCP server: what it needs of the key, its schemas, and its run as the key's organization. */
export type McpTool = {
  name: string;
  title: string;
  description: string;
  access: 'read' | 'write';
  inputSchema: z.ZodObject;
  outputSchema?: z.ZodObject;
  run: (member: Member, args: Record<string, unknown>, apiBaseUrl: string) => Promise<CallToolResult>;
};

/** listFrameworks → list_frameworks: the name style MCP clients show. */
const toolName = (operationId: string) => operationId.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/** The API address an answer's file is read at, e.g. …/api/v1/evidence/<id>/file. */
const addressOf = (operation: ApiOperation, args: Record<string, unknown>, apiBaseUrl: string) =>
  `${apiBaseUrl}${operation.path.replace(/\{(\w+)\}/g, (_whole, name: string) => encodeURIComponent(String(args[name] ?? '')))}`;

function operationTool(operation: ApiOperation): McpTool {
  const spec: AnyApiRouteSpec = apiEndpoints[operation.operationId];
  const answer = operation.answer;
  return {
    name: toolName(operation.operationId),
    title: operation.summary,
    description: `${operation.description} ${
      'file' in answer
        ? 'The answer is the file as an embedded resource (its bytes in base64), with its name, type, size and SHA-256.'
        : `The answer is the JSON of ${operation.method.toUpperCase()} /api/v1${operation.path}.`
    }`,
    access: operation.access,
    inputSchema: toolInputSchema(operation),
    // A fresh object of the same fields: a named schema would be a bare $ref, and a tool's output schema is an object.
    outputSchema: 'schema' in answer ? z.object((answer.schema as z.ZodObject).shape) : undefined,
    run: async (member, args, apiBaseUrl) => {
      const input = await apiInputOf(operation, spec, args);
      const response = input.ok ? await runApiWork(spec, member, input.input) : input.response;
      return toolResultOf(response, addressOf(operation, args, apiBaseUrl));
    },
  };
}

const search = apiOperation({
  access: 'read',
  query: mcpSearchInputSchema,
  work: async (member, { query }) => ({ body: await searchForKey(member, query.query) }),
});

const searchTool: McpTool = {
  name: 'search',
  title: 'Search',
  description:
    'Finds the records this key may read that hold every word: frameworks with API access on, controls, checks and evidence (the first 20 items). Frameworks closed to API keys are never searched; the answer names them.',
  access: 'read',
  inputSchema: mcpSearchInputSchema,
  outputSchema: mcpSearchResultSchema,
  run: async (member, args, apiBaseUrl) =>
    toolResultOf(await runApiWork(search, member, { params: undefined, query: args as { query: string }, form: undefined }), apiBaseUrl),
};

/** Every tool: one per operation of /api/v1, then search. */
export const mcpTools: readonly McpTool[] = [...apiOperations.map(operationTool), searchTool];
