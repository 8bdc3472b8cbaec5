// GET /api/v1/controls[?framework=<id>]: the control library with the organization's state of each control.
import { apiRoute } from '@/lib/api/api-route';
import { apiControlQuerySchema } from '@/lib/schemas/api-v1';
import { controlsForApi } from '@/lib/workspace/frameworks';

export const GET = apiRoute({
  access: 'read',
  query: apiControlQuerySchema,
  work: async (member, { query }) => ({ body: { controls: await controlsForApi(member, query.framework) } }),
});
