import 'server-only';

/** Nothing an API key reads may be kept by a shared cache. */
const apiHeaders = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/** A JSON answer of /api/v1. */
export function apiJson(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { ...apiHeaders, ...headers } });
}

/** The error codes /api/v1 answers, each with its one status. */
export const apiErrorStatus = {
  unauthorized: 401,
  forbidden: 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  'payload-too-large': 413,
  'invalid-query': 400,
  'invalid-request': 400,
  'invalid-input': 422,
  'rate-limited': 429,
} as const;
export type ApiErrorCode = keyof typeof apiErrorStatus;

/** A refusal: `{ "error": { "code", "message" } }` with the code's status. */
export function apiError(code: ApiErrorCode, message: string, headers: Record<string, string> = {}): Response {
  return apiJson({ error: { code, message } }, apiErrorStatus[code], headers);
}

/** A file's bytes as an attachment (its type as stored, never sniffed). */
export function apiFile(bytes: Uint8Array, contentType: string, disposition: string, headers: Record<string, string> = {}): Response {
  return new Response(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: contentType }), {
    status: 200,
    headers: {
      ...apiHeaders,
      ...headers,
      'Content-Type': contentType,
      'Content-Disposition': disposition,
      'Content-Length': String(bytes.byteLength),
    },
  });
}
