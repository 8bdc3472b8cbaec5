// GET /api/v1/frameworks: the frameworks the organization follows with API access on, and those still closed.
import { apiRoute } from '@/lib/api/api-route';
import { listFrameworks } from '@/lib/api/endpoints';
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';

export const GET = apiRoute(listFrameworks);
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
