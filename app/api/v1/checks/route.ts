// GET /api/v1/checks: each automated check's latest results, per resource, with any exception that holds.
import { apiRoute } from '@/lib/api/api-route';
import { checksForApi } from '@/lib/workspace/integrations';

export const GET = apiRoute({
  access: 'read',
  work: async (member) => ({ body: { checks: await checksForApi(member) } }),
});
