// GET /api/v1/frameworks/<frameworkId>: one framework with API access on, with its status and progress.
import { apiRoute } from '@/lib/api/api-route';
import { apiFramework } from '@/lib/api/views';
import { apiFrameworkPathSchema } from '@/lib/schemas/api-v1';
import { frameworkOpenToApi } from '@/lib/workspace/frameworks';

export const GET = apiRoute({
  access: 'read',
  params: apiFrameworkPathSchema,
  work: async (member, { params }) => ({ body: apiFramework(await frameworkOpenToApi(member, params.frameworkId)) }),
});
