import { z } from '@/lib/schemas/zod';

// The shapes of /api/v1/vulnerabilities: what an upload reads from its form and what the endpoints answer; the
// OpenAPI document is generated from these same schemas.

const day = z.iso.date().meta({ description: 'A day as YYYY-MM-DD.' });
const severity = z.enum(['critical', 'high', 'medium', 'low']);

export const apiFindingsUploadFieldsSchema = z.object({
  format: z
    .enum(['sarif', 'csv'], { error: 'format must be sarif or csv.' })
    .optional()
    .meta({ description: 'sarif (SARIF 2.1.0) or csv; read from the file name (.sarif, .json, .csv) when left out.' }),
  asset: z
    .string()
    .trim()
    .min(1, 'asset may not be empty.')
    .max(200, 'asset is at most 200 characters.')
    .optional()
    .meta({ description: 'What a SARIF scan covers (a repository, an image); the repository each run names when left out.' }),
  source: z
    .string()
    .trim()
    .min(1, 'source may not be empty.')
    .max(80, 'source is at most 80 characters.')
    .regex(/^[\w .:@/-]+$/, 'source may hold letters, digits, spaces and . : @ / - only.')
    .optional()
    .meta({ description: 'The name of a CSV file’s source (a scanner); "csv" when left out.' }),
  complete: z.enum(['true', 'false'], { error: 'complete must be true or false.' }).default('true').meta({
    description:
      'true (the default): the file lists everything its source finds now, so a finding of that source it no longer lists is fixed today. false: it only adds and updates.',
  }),
});

export const apiFindingsUploadedSchema = z
  .object({
    reports: z.array(
      z.object({
        source: z.string().meta({ description: 'sarif:<tool>:<asset> for each SARIF run, csv:<source> for a CSV file.' }),
        created: z.number().int(),
        updated: z.number().int(),
        fixed: z.number().int(),
      }),
    ),
    rejected: z.array(z.string()).meta({ description: 'Each CSV line left out, with its number and why.' }),
    skipped: z.number().int().meta({ description: 'SARIF results without a rule id, left out.' }),
  })
  .meta({ id: 'FindingsUploaded' });

export const apiFindingSchema = z
  .object({
    id: z.uuid(),
    asset: z.string(),
    identifier: z.string().meta({ description: 'A CVE, GHSA or rule id.' }),
    title: z.string(),
    severity,
    sources: z.array(z.string()),
    firstSeenOn: day,
    dueOn: day.meta({ description: 'The last day to fix it: first seen plus the days of its severity.' }),
    state: z.enum(['open', 'overdue', 'excepted']),
  })
  .meta({ id: 'Finding' });

export const apiFindingListSchema = z.object({ findings: z.array(apiFindingSchema) });
