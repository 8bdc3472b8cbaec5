// GET /api/v1/evidence?page=<n>: the organization's evidence of frameworks with API access on, 20 a page.
import { apiRoute } from '@/lib/api/api-route';
import { listEvidence } from '@/lib/api/endpoints';
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';

export const GET = apiRoute(listEvidence);
export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
