import { z } from '@/lib/schemas/zod';
import { apiCheckSchema, apiClosedFrameworkSchema, apiControlSchema, apiEvidenceSchema, apiFrameworkSchema } from './api-v1';

// The shapes of the MCP server's own tool (search); its other tools take and answer the shapes of /api/v1.

export const mcpSearchInputSchema = z.object({
  query: z
    .string()
    .trim()
    .min(1, 'query may not be empty.')
    .max(200, 'query is at most 200 characters.')
    .meta({ description: 'Words to find, e.g. "access review": a record matches when it holds every word (any case).' }),
});

export const mcpSearchResultSchema = z.object({
  frameworks: z.array(apiFrameworkSchema).meta({ description: 'Frameworks with API access on whose id or name matches.' }),
  controls: z.array(apiControlSchema).meta({ description: 'Library controls whose id, name, ask or evidence matches.' }),
  checks: z.array(apiCheckSchema).meta({ description: 'Checks that have run whose id, title or proof matches.' }),
  evidence: z.array(apiEvidenceSchema).meta({
    description: 'Evidence of frameworks with API access on whose name or description matches, last collected first, 20 at most.',
  }),
  evidenceTotal: z.number().int().meta({ description: 'How many evidence items match in all.' }),
  closed: z
    .array(apiClosedFrameworkSchema)
    .meta({ description: 'The followed frameworks closed to API keys: nothing of them is searched.' }),
  note: z.string().meta({ description: 'One sentence saying which frameworks are closed to keys and where to open them.' }),
});
