import { z } from '@/lib/schemas/zod';
import { controlStates } from './frameworks/control-state';
import { evidenceStatuses, evidenceTypes } from './evidence/records';
import { trackedFrameworkCodes } from './frameworks/codes';
import { integrationProviders } from './integrations/records';

// The shapes of /api/v1: what each endpoint reads from the query, path or form, and what it answers. The
// OpenAPI document is generated from these same schemas, so the reference cannot drift from what is checked.

const day = z.iso.date().meta({ description: 'A day as YYYY-MM-DD.' });

export const apiErrorSchema = z
  .object({
    error: z.object({
      code: z.string().meta({ description: 'A stable code: unauthorized, forbidden, not-found, invalid-input, rate-limited, …' }),
      message: z.string().meta({ description: 'What went wrong, naming the field when the input was refused.' }),
    }),
  })
  .meta({ id: 'Error' });

export const apiFrameworkSchema = z
  .object({
    id: z.string().meta({ description: 'The framework id, e.g. soc2, iso27001, pci-dss.' }),
    name: z.string(),
    status: z.enum(['active', 'progress', 'review']).meta({ description: 'Active, In Progress or Review Required.' }),
    progress: z
      .number()
      .int()
      .min(0)
      .max(100)
      .nullable()
      .meta({ description: 'Percent of requirements met; null without a requirement list.' }),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: 'Framework' });

export const apiClosedFrameworkSchema = z
  .object({
    id: z.string().meta({ description: 'The framework id, e.g. iso27001.' }),
    name: z.string(),
    openAt: z.string().meta({
      description:
        'The page of the product where an administrator turns on its API Access (Framework Settings › Advanced), a path of the site.',
    }),
  })
  .meta({ id: 'ClosedFramework' });

export const apiFrameworkListSchema = z.object({
  frameworks: z.array(apiFrameworkSchema).meta({ description: 'The followed frameworks with API access on.' }),
  closed: z.array(apiClosedFrameworkSchema).meta({
    description:
      'The followed frameworks whose API access is off: their records are neither listed nor found for any key until an administrator opens them.',
  }),
  note: z.string().meta({ description: 'One sentence saying which frameworks are closed to keys and where to open them.' }),
});
export const apiFrameworkPathSchema = z.object({ frameworkId: z.string().min(1).max(64) });

export const apiControlSchema = z
  .object({
    id: z.string().meta({ description: 'The library control id, e.g. AC-03.' }),
    name: z.string(),
    asks: z.string().meta({ description: 'What the control asks the organization to do.' }),
    evidence: z.string().meta({ description: 'The evidence that proves it.' }),
    state: z.enum(controlStates),
    ownerName: z.string().nullable(),
    needsEvidence: z.boolean().meta({ description: 'Implemented, but without verified, current evidence.' }),
    failingChecks: z
      .array(z.string())
      .meta({ description: 'The automated checks of the latest run that fail it: while any does, it counts for nothing.' }),
    maps: z
      .array(z.object({ frameworkId: z.string(), requirementId: z.string() }))
      .meta({ description: 'The requirements it counts for, of frameworks with API access on.' }),
  })
  .meta({ id: 'Control' });

export const apiControlListSchema = z.object({ controls: z.array(apiControlSchema) });
export const apiControlQuerySchema = z.object({
  framework: z
    .string()
    .min(1, 'framework must name a framework, e.g. soc2.')
    .max(64, 'framework is at most 64 characters.')
    .optional()
    .meta({ description: 'Only the controls mapped to this framework (it must have API access on).' }),
});
export const apiControlPathSchema = z.object({ controlId: z.string().min(1).max(32) });

const apiFileSchema = z.object({ id: z.uuid(), name: z.string(), size: z.number().int() });

export const apiEvidenceSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string(),
    type: z.enum(evidenceTypes),
    framework: z.enum(trackedFrameworkCodes),
    status: z.enum(evidenceStatuses),
    collectedOn: day,
    expiresOn: day.nullable(),
    expired: z.boolean(),
    files: z.array(apiFileSchema).meta({ description: 'The files of the current revision.' }),
  })
  .meta({ id: 'Evidence' });

export const apiEvidenceListSchema = z.object({
  evidence: z.array(apiEvidenceSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export const apiEvidenceQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a whole number from 1.' })
    .int('page must be a whole number from 1.')
    .min(1, 'page must be a whole number from 1.')
    .max(100_000, 'page is at most 100000.')
    .default(1),
});
export const apiEvidencePathSchema = z.object({ id: z.string().min(1).max(64) });

/** The text fields of an evidence upload (the file itself is the `file` part of the same multipart form). */
export const apiEvidenceUploadFieldsSchema = z.object({
  framework: z.enum(trackedFrameworkCodes, { error: `framework must be one of ${trackedFrameworkCodes.join(', ')}.` }),
  name: z
    .string()
    .trim()
    .min(1, 'name may not be empty.')
    .max(120, 'name is at most 120 characters.')
    .optional()
    .meta({ description: 'The evidence name; the file name when left out.' }),
  type: z.enum(evidenceTypes, { error: `type must be one of ${evidenceTypes.join(', ')}.` }).default('document'),
  description: z.string().trim().max(1000, 'description is at most 1000 characters.').default(''),
  collectedOn: day.optional().meta({ description: 'The day collected; the upload day when left out.' }),
  expiresOn: day.optional().meta({ description: 'The day it expires; it never expires when left out.' }),
});

export const apiEvidenceCreatedSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    status: z.enum(evidenceStatuses),
    controlId: z.string(),
    file: z.object({ id: z.uuid(), name: z.string(), size: z.number().int(), contentType: z.string(), sha256: z.string() }),
  })
  .meta({ id: 'EvidenceCreated' });

export const apiCheckSchema = z
  .object({
    id: z.string().meta({ description: 'The check id, e.g. github.org-two-factor or aws.root-mfa.' }),
    provider: z.enum(integrationProviders),
    title: z.string(),
    proves: z.string().meta({ description: 'What a pass shows an auditor.' }),
    severity: z.enum(['high', 'medium', 'low']),
    controls: z.array(z.string()).meta({ description: 'The library controls it maps to.' }),
    outcome: z.enum(['pass', 'fail', 'unknown', 'none']).meta({
      description: 'Of the latest run: fail when a resource fails, unknown when one could not be evaluated, none without resources.',
    }),
    ranAt: z.iso.datetime().meta({ description: 'When the latest run started.' }),
    lastReadAt: z.iso.datetime().nullable().meta({
      description:
        'When a run last read the check successfully (evaluated a resource, or found nothing to check); null if none has. A failure a later run could not evaluate still counts against its controls.',
    }),
    results: z
      .array(z.object({ resource: z.string(), outcome: z.enum(['pass', 'fail', 'unknown']), reason: z.string() }))
      .meta({ description: 'One result per resource (a repository, a user, a bucket), with the reason.' }),
    exception: z
      .object({ reason: z.string(), expiresOn: day })
      .nullable()
      .meta({ description: 'An exception an administrator recorded: while it holds, the failure does not count against its controls.' }),
  })
  .meta({ id: 'Check' });

export const apiCheckListSchema = z.object({ checks: z.array(apiCheckSchema) });
