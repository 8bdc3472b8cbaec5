// GET /api/v1/evidence?page=<n>: the organization's evidence of frameworks with API access on, 20 a page.
import { apiRoute } from '@/lib/api/api-route';
import { apiEvidence, evidenceCodesOf } from '@/lib/api/views';
import { PAGE_SIZE } from '@/lib/domain/list-query';
import { apiEvidenceQuerySchema } from '@/lib/schemas/api-v1';
import { listEvidenceOfFrameworks } from '@/lib/workspace/evidence';
import { frameworkIdsOpenToApi } from '@/lib/workspace/frameworks';

export const GET = apiRoute({
  access: 'read',
  query: apiEvidenceQuerySchema,
  work: async (member, { query }) => {
    const codes = evidenceCodesOf(await frameworkIdsOpenToApi(member));
    const page = await listEvidenceOfFrameworks(member, codes, query.page);
    const { total, pageCount } = page;
    return { body: { evidence: page.rows.map(apiEvidence), page: page.page, pageCount, pageSize: PAGE_SIZE, total } };
  },
});
