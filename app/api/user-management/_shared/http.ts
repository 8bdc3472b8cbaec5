import 'server-only';
import { NextResponse, type NextRequest } from 'next/server';

/** Auth answers are personal: never stored by a browser or a shared cache. */
export const NO_STORE = { 'cache-control': 'private, no-store' } as const;

/** A JSON answer with `Cache-Control: private, no-store`. */
export function json(body: unknown, status = 200, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { ...NO_STORE, ...headers } });
}

/** A JSON error answer: `{ code, message }` with the same HTTP status. */
export function jsonError(status: number, message: string, headers: Record<string, string> = {}): NextResponse {
  return json({ code: status, message }, status, headers);
}

/** The host the browser addressed: X-Forwarded-Host behind a reverse proxy, else Host. */
function requestHost(request: NextRequest): string | null {
  return request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ?? request.headers.get('host');
}

/**
 * Refuses anything but a same-origin JSON request (CSRF defence): 403 when the Origin is missing or foreign or
 * Sec-Fetch-Site says cross-site, 415 when the body is not JSON. Returns null when the request may proceed.
 */
export function refuseUnlessSameOriginJson(request: NextRequest, { requireJson = true } = {}): NextResponse | null {
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite && fetchSite !== 'same-origin') return jsonError(403, 'Cross-site requests are not allowed.');
  const origin = request.headers.get('origin');
  let originHost: string | null = null;
  try {
    originHost = origin ? new URL(origin).host : null;
  } catch {
    originHost = null;
  }
  if (!originHost || originHost !== requestHost(request)) return jsonError(403, 'Cross-site requests are not allowed.');
  if (requireJson) {
    const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return jsonError(415, 'Send the request as application/json.');
  }
  return null;
}

/** The request's JSON body, or undefined when it is not valid JSON (or larger than 16 KiB). */
export async function readJson(request: NextRequest): Promise<unknown> {
  const text = await request.text();
  if (text.length > 16_384) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
