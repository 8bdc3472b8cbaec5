import {
  apiCheckListSchema,
  apiControlListSchema,
  apiControlPathSchema,
  apiControlQuerySchema,
  apiEvidenceCreatedSchema,
  apiEvidenceListSchema,
  apiEvidencePathSchema,
  apiEvidenceQuerySchema,
  apiEvidenceUploadFieldsSchema,
  apiFrameworkListSchema,
  apiFrameworkPathSchema,
  apiFrameworkSchema,
} from '@/lib/schemas/api-v1';
import { apiFindingListSchema, apiFindingsUploadedSchema, apiFindingsUploadFieldsSchema } from '@/lib/schemas/vulnerabilities/api';
import type { z } from 'zod';

/** The operations of /api/v1, each with its work in `endpoints.ts`. */
export type ApiOperationId =
  | 'listFrameworks'
  | 'getFramework'
  | 'listControls'
  | 'listChecks'
  | 'uploadEvidence'
  | 'listEvidence'
  | 'downloadEvidenceFile'
  | 'listVulnerabilities'
  | 'uploadVulnerabilities';

/** One endpoint of /api/v1 as the OpenAPI document describes it, from the same schemas its route parses with. */
export type ApiOperation = {
  method: 'get' | 'post';
  operationId: ApiOperationId;
  /** The path under /api/v1, with OpenAPI's `{name}` parameters. */
  path: string;
  summary: string;
  description: string;
  access: 'read' | 'write';
  params?: z.ZodObject;
  query?: z.ZodObject;
  /** A multipart form: its text fields, and the names of its file parts. */
  form?: { fields: z.ZodObject; files: readonly string[] };
  answer: { status: 200 | 201; schema: z.ZodType } | { status: 200; file: true };
  /** Answers 404 for an id of another organization, or of a framework whose API access is off. */
  notFound?: true;
};

export const apiOperations: readonly ApiOperation[] = [
  {
    method: 'get',
    path: '/frameworks',
    operationId: 'listFrameworks',
    summary: 'List frameworks',
    description:
      'The frameworks the organization follows whose API access is on (Framework Settings › Advanced), with status and progress; and those it follows whose API access is off, with the page where an administrator opens each.',
    access: 'read',
    answer: { status: 200, schema: apiFrameworkListSchema },
  },
  {
    method: 'get',
    path: '/frameworks/{frameworkId}',
    operationId: 'getFramework',
    summary: 'Get a framework',
    description: 'One framework with API access on; any other id is not found.',
    access: 'read',
    params: apiFrameworkPathSchema,
    answer: { status: 200, schema: apiFrameworkSchema },
    notFound: true,
  },
  {
    method: 'get',
    path: '/controls',
    operationId: 'listControls',
    summary: 'List controls',
    description:
      'The control library with the organization’s state, owner and whether each needs evidence, and the requirements it maps to in frameworks with API access on.',
    access: 'read',
    query: apiControlQuerySchema,
    answer: { status: 200, schema: apiControlListSchema },
    notFound: true,
  },
  {
    method: 'get',
    path: '/checks',
    operationId: 'listChecks',
    summary: 'List check results',
    description:
      'Each automated check of the connected integrations that has run: its latest outcome, one result per resource with the reason, the controls it maps to, and any exception that holds.',
    access: 'read',
    answer: { status: 200, schema: apiCheckListSchema },
  },
  {
    method: 'post',
    path: '/controls/{controlId}/evidence',
    operationId: 'uploadEvidence',
    summary: 'Upload evidence to a control',
    description:
      'Stores one file (PDF, DOC, DOCX, PNG or JPEG, at most 10MB, its first bytes checked against its extension) as evidence pending review, linked to the control. Read-write keys only.',
    access: 'write',
    params: apiControlPathSchema,
    form: { fields: apiEvidenceUploadFieldsSchema, files: ['file'] },
    answer: { status: 201, schema: apiEvidenceCreatedSchema },
    notFound: true,
  },
  {
    method: 'get',
    path: '/evidence',
    operationId: 'listEvidence',
    summary: 'List evidence',
    description: 'The organization’s evidence (not archived) of frameworks with API access on, last collected first, 20 a page.',
    access: 'read',
    query: apiEvidenceQuerySchema,
    answer: { status: 200, schema: apiEvidenceListSchema },
  },
  {
    method: 'get',
    path: '/evidence/{id}/file',
    operationId: 'downloadEvidenceFile',
    summary: 'Download an evidence file',
    description: 'The bytes of the item’s current file, exactly as uploaded (its SHA-256 in the X-Content-SHA256 header).',
    access: 'read',
    params: apiEvidencePathSchema,
    answer: { status: 200, file: true },
    notFound: true,
  },
  {
    method: 'get',
    path: '/vulnerabilities',
    operationId: 'listVulnerabilities',
    summary: 'List open vulnerability findings',
    description:
      'The organization’s open vulnerability findings, oldest first: asset, identifier (CVE, GHSA or rule id), severity, sources, the day first seen, the due day by the deadlines of its severity, and whether it is open, overdue or excepted.',
    access: 'read',
    answer: { status: 200, schema: apiFindingListSchema },
  },
  {
    method: 'post',
    path: '/vulnerabilities',
    operationId: 'uploadVulnerabilities',
    summary: 'Upload vulnerability findings',
    description:
      'Records the findings of a scanner in CI: one SARIF 2.1.0 log (each run the report of its tool on its asset) or one CSV file (columns asset, identifier, severity, and optionally title, first_seen, fixed_on, url), at most 10MB. A finding is one per asset and identifier; with complete=true (the default) a finding of the same source the file no longer lists is fixed today. A file that is not JSON, not SARIF 2.1.0 or has no CSV header answers 400 with the reason; CSV lines that cannot be read are left out and listed in rejected. Read-write keys only.',
    access: 'write',
    form: { fields: apiFindingsUploadFieldsSchema, files: ['file'] },
    answer: { status: 201, schema: apiFindingsUploadedSchema },
  },
];
