import 'server-only';
import { clientAddress } from '@/lib/client-address';
import { attachmentDisposition } from '@/lib/domain/evidence/files';
import { trustDocumentDownloadLimit } from '@/lib/rate-limit/limiters';
import { spendWriteBudget } from '@/lib/rate-limit/write-budget';
import type { TrustDocumentFile } from '@/lib/workspace/trust';

/** Never kept by a cache: an unpublished page, a private document or a revoked link stops downloading at once. */
const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

export function plainTextAnswer(message: string, status: number, extra: Record<string, string> = {}): Response {
  return new Response(message, { status, headers: { ...headers, ...extra, 'Content-Type': 'text/plain; charset=utf-8' } });
}

export function attachmentAnswer(file: TrustDocumentFile): Response {
  return new Response(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }), {
    status: 200,
    headers: {
      ...headers,
      'Content-Type': file.contentType,
      'Content-Disposition': attachmentDisposition(file.name),
      'Content-Length': String(file.bytes.byteLength),
    },
  });
}

/**
 * Spends one download of the client's budget before `answer` runs: past it, a 429 that says when to come back, so
 * nobody can guess document ids or access links, or pull the files in a loop.
 */
export async function withinDownloadBudget(request: Request, answer: () => Promise<Response>): Promise<Response> {
  const budget = await spendWriteBudget(trustDocumentDownloadLimit, clientAddress(request));
  if (!budget.ok) return plainTextAnswer(budget.message, 429, budget.headers);
  return answer();
}
