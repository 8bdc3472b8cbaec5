import 'server-only';
import { apiError } from './api-response';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Handler = (request: Request) => Response;

/** The methods an API path answers, as its `Allow` header names them (Next.js answers HEAD and OPTIONS itself). */
export function allowHeader(allowed: readonly Method[]): string {
  return [...allowed, ...(allowed.includes('GET') ? ['HEAD'] : []), 'OPTIONS'].join(', ');
}

/**
 * Handlers of every method a path of /api/v1 does not answer: 405 with the JSON error and an `Allow` header, where
 * Next.js would answer an empty 405. A route file exports those it lacks:
 * `export const { POST, PUT, PATCH, DELETE } = methodsNotAllowed(['GET']);`
 */
export function methodsNotAllowed(allowed: readonly Method[]): Record<Method, Handler> {
  const allow = allowHeader(allowed);
  const refuse: Handler = (request) =>
    apiError(
      'method-not-allowed',
      `${request.method} is not allowed at ${new URL(request.url).pathname}: it answers ${allowed.join(' and ')}.`,
      { Allow: allow },
    );
  return { GET: refuse, POST: refuse, PUT: refuse, PATCH: refuse, DELETE: refuse };
}
