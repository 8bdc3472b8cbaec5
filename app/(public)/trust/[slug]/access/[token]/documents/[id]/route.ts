// GET /trust/<slug>/access/<token>/documents/<id>: a document through an approved access link, logged and stamped.
import { attachmentDisposition } from '@/lib/domain/evidence-files';
import { downloadThroughAccessLink } from '@/lib/workspace/trust';

type Context = { params: Promise<{ slug: string; token: string; id: string }> };

/** Never kept by a cache: a revoked or expired link stops downloading at once. */
const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

/** A revoked or expired link answers 403 with its reason, an unreadable PDF 422; anything unknown is a plain 404. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { slug, token, id } = await params;
  const answer = /^[0-9a-f-]{36}$/i.test(id)
    ? await downloadThroughAccessLink(slug, token, id)
    : ({ ok: false, problem: 'not-found', message: 'This document is not available.' } as const);
  if (!answer.ok) {
    return new Response(answer.message, {
      status: { 'not-found': 404, unreadable: 422, expired: 403, revoked: 403 }[answer.problem],
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
  const { file } = answer;
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
