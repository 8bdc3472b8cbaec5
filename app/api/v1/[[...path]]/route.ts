// Any other path under /api/v1: the API's JSON error (404), not the site's HTML page, whatever the method.
import { apiError } from '@/lib/api/api-response';

function notFound(request: Request): Response {
  return apiError(
    'not-found',
    `There is no API operation at ${new URL(request.url).pathname}. The operations are listed in /api/v1/openapi.json.`,
  );
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
