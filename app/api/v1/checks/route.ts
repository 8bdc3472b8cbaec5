// GET /api/v1/checks: each automated check's latest results, per resource, with any exception that holds.
import { apiRoute } from '@/lib/api/api-route';
import { listChecks } from '@/lib/api/endpoints';
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';

export const GET = apiRoute(listChecks);
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
