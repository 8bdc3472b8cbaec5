import 'server-only';
import { SCIM_ERROR_SCHEMA } from '@/lib/schemas/scim/records';

/** SCIM answers in its own media type (RFC 7644 §3.1), never kept by a shared cache. */
const scimHeaders = {
  'Content-Type': 'application/scim+json; charset=utf-8',
  'Cache-Control': 'no-store',
  'X-Content-Type-Options': 'nosniff',
};

export function scimJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), { status, headers: { ...scimHeaders, ...headers } });
}

/** An empty answer (a DELETE's 204). */
export function scimNoContent(): Response {
  return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
}

/** A SCIM error (RFC 7644 §3.12): the status as a string, a sentence and, for a 400 or 409, its `scimType`. */
export function scimError(status: number, detail: string, scimType?: string, headers: Record<string, string> = {}): Response {
  return scimJson({ schemas: [SCIM_ERROR_SCHEMA], status: String(status), ...(scimType ? { scimType } : {}), detail }, status, headers);
}
