// GET /api/v1/frameworks/<frameworkId>: one framework with API access on, with its status and progress.
import { apiRoute } from '@/lib/api/api-route';
import { getFramework } from '@/lib/api/endpoints';
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';

export const GET = apiRoute(getFramework);
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
