import 'server-only';
import { z } from 'zod';

const maxBodyBytes = 16 * 1024;

function json(body: unknown, status: number, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { 'Cache-Control': 'no-store', ...headers } });
}

/** A field-level rejection: 422 with the schema's messages per field. */
export function invalid(error: z.ZodError): Response {
  return json({ message: 'Please correct the highlighted fields.', fieldErrors: z.flattenError(error).fieldErrors }, 422);
}

export function ok(body: unknown, status = 200): Response {
  return json(body, status);
}

/** A refusal once a limit is reached: 429 with the message (saying when to try again) and Retry-After. */
export function tooManyRequests(message: string, headers: Record<string, string>): Response {
  return json({ message }, 429, headers);
}

export function unavailable(): Response {
  return json({ message: 'We could not save that right now. Please try again in a moment.' }, 503);
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined; // "null" and other opaque origins
  }
}

/**
 * Browsers say where a request comes from in Sec-Fetch-Site; that is trusted first, because a reverse proxy may
 * rewrite Host. Without it (older browsers), the Origin must match the host.
 */
function isCrossSite(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite) return fetchSite !== 'same-origin';
  const origin = request.headers.get('origin');
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  return Boolean(origin && host && hostOf(origin) !== host);
}

/**
 * Reads a public form's JSON body, refusing what a cross-site page could send: another site's Origin or
 * Sec-Fetch-Site (403), a non-JSON content type (415), an oversized (413) or malformed (400) body.
 */
export async function readPublicJson(request: Request): Promise<{ ok: true; value: unknown } | { ok: false; response: Response }> {
  if (isCrossSite(request)) {
    return { ok: false, response: json({ message: 'Cross-site requests are not accepted.' }, 403) };
  }
  if (!request.headers.get('content-type')?.toLowerCase().startsWith('application/json')) {
    return { ok: false, response: json({ message: 'Send the form as application/json.' }, 415) };
  }
  const text = await request.text();
  if (new TextEncoder().encode(text).length > maxBodyBytes) {
    return { ok: false, response: json({ message: 'The form is too large.' }, 413) };
  }
  try {
    return { ok: true, value: JSON.parse(text) as unknown };
  } catch {
    return { ok: false, response: json({ message: 'The request body is not valid JSON.' }, 400) };
  }
}
