// GET /api/v1/frameworks: the frameworks the organization follows with API access on.
import { apiRoute } from '@/lib/api/api-route';
import { apiFramework } from '@/lib/api/views';
import { frameworksOpenToApi } from '@/lib/workspace/frameworks';

export const GET = apiRoute({
  access: 'read',
  work: async (member) => ({ body: { frameworks: (await frameworksOpenToApi(member)).map(apiFramework) } }),
});
