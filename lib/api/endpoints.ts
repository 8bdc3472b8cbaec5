import 'server-only';
import { PAGE_SIZE } from '@/lib/domain/list-query';
import { attachmentDisposition, uploadSize } from '@/lib/domain/evidence/files';
import {
  apiControlPathSchema,
  apiControlQuerySchema,
  apiEvidencePathSchema,
  apiEvidenceQuerySchema,
  apiFrameworkPathSchema,
} from '@/lib/schemas/api-v1';
import { listEvidenceOfFrameworks } from '@/lib/workspace/evidence';
import { controlsForApi, frameworkIdsOpenToApi, frameworkOpenToApi } from '@/lib/workspace/frameworks';
import { checksForApi } from '@/lib/workspace/integrations';
import { apiFile } from './api-response';
import { apiOperation, type AnyApiRouteSpec } from './api-work';
import { frameworkListForApi } from './closed-frameworks';
import { currentEvidenceFile } from './evidence-download';
import { apiEvidenceUploadForm, pushEvidence } from './evidence-push';
import type { ApiOperationId } from './operations';
import { apiEvidence, apiFramework, evidenceCodesOf } from './views';
import { apiFindingsUploadForm, findingsForApi, pushFindings } from './vulnerabilities';

// The work of each operation of /api/v1, declared once: the route files answer HTTP with it (apiRoute) and the MCP
// server offers it as a tool (lib/mcp), so both parse the same schemas and answer the same JSON.

export const listFrameworks = apiOperation({
  access: 'read',
  work: async (member) => ({ body: await frameworkListForApi(member) }),
});

export const getFramework = apiOperation({
  access: 'read',
  params: apiFrameworkPathSchema,
  work: async (member, { params }) => ({ body: apiFramework(await frameworkOpenToApi(member, params.frameworkId)) }),
});

export const listControls = apiOperation({
  access: 'read',
  query: apiControlQuerySchema,
  work: async (member, { query }) => ({ body: { controls: await controlsForApi(member, query.framework) } }),
});

export const listChecks = apiOperation({
  access: 'read',
  work: async (member) => ({ body: { checks: await checksForApi(member) } }),
});

export const uploadEvidence = apiOperation({
  access: 'write',
  params: apiControlPathSchema,
  form: apiEvidenceUploadForm,
  files: ['file'],
  uploadBytes: (form) => uploadSize(form.file),
  work: async (member, { params, form }) => ({ status: 201, body: await pushEvidence(member, params.controlId, form) }),
});

export const listEvidence = apiOperation({
  access: 'read',
  query: apiEvidenceQuerySchema,
  work: async (member, { query }) => {
    const codes = evidenceCodesOf(await frameworkIdsOpenToApi(member));
    const page = await listEvidenceOfFrameworks(member, codes, query.page);
    const { total, pageCount } = page;
    return { body: { evidence: page.rows.map(apiEvidence), page: page.page, pageCount, pageSize: PAGE_SIZE, total } };
  },
});

export const downloadEvidenceFile = apiOperation({
  access: 'read',
  params: apiEvidencePathSchema,
  work: async (member, { params }) => {
    const file = await currentEvidenceFile(member, params.id);
    return apiFile(file.bytes, file.contentType, attachmentDisposition(file.name), file.sha256 ? { 'X-Content-SHA256': file.sha256 } : {});
  },
});

export const listVulnerabilities = apiOperation({
  access: 'read',
  work: async (member) => ({ body: { findings: await findingsForApi(member) } }),
});

export const uploadVulnerabilities = apiOperation({
  access: 'write',
  form: apiFindingsUploadForm,
  files: ['file'],
  uploadBytes: (form) => form.file.reduce((total, file) => total + file.size, 0),
  work: (member, { form }) => pushFindings(member, form),
});

/** Every operation's work by its OpenAPI operation id: a new operation that misses its work does not compile. */
export const apiEndpoints: Record<ApiOperationId, AnyApiRouteSpec> = {
  listFrameworks,
  getFramework,
  listControls,
  listChecks,
  uploadEvidence,
  listEvidence,
  downloadEvidenceFile,
  listVulnerabilities,
  uploadVulnerabilities,
};
