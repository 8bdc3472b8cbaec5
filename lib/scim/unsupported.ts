import 'server-only';
import { allowHeader } from '@/lib/api/method-not-allowed';
import { scimError } from './response';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (request: Request) => Response;

/**
 * Handlers of every method a /scim/v2 path does not answer: 405 with SCIM's error body and an `Allow` header, where
 * Next.js would answer an empty 405 a SCIM client cannot read. A route file exports those it lacks:
 * `export const { PUT, PATCH, DELETE } = unsupportedMethods(['GET', 'POST']);`
 */
export function unsupportedMethods(allowed: readonly Method[]): Record<Method, Handler> {
  const allow = allowHeader(allowed);
  const refuse: Handler = (request) =>
    scimError(
      405,
      `${request.method} is not supported at ${new URL(request.url).pathname}: it answers ${allowed.join(' and ')}.`,
      undefined,
      {
        Allow: allow,
      },
    );
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };
}

/** What a /scim/v2 path no resource lives at answers, whatever the method: 404 with SCIM's error body. */
export function notAScimResource(request: Request): Response {
  return scimError(
    404,
    `Nothing lives at ${new URL(request.url).pathname}. This service offers /Users, /Groups, /ServiceProviderConfig, /ResourceTypes and /Schemas.`,
  );
}
