// GET /api/v1/openapi.json: the OpenAPI 3.1 document of the API (no key needed: it holds no records).
import { methodsNotAllowed } from '@/lib/api/method-not-allowed';
import { openApiDocument } from '@/lib/api/openapi';

export const dynamic = 'force-static';

export function GET(): Response {
  return Response.json(openApiDocument(), { headers: { 'Cache-Control': 'public, max-age=300' } });
}

export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);
