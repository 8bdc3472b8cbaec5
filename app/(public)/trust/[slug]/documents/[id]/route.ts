// GET /trust/<slug>/documents/<id>: a public document of a published trust page, for anyone.
import { attachmentDisposition } from '@/lib/domain/evidence-files';
import { publicTrustDocument } from '@/lib/workspace/trust';

type Context = { params: Promise<{ slug: string; id: string }> };

/** Never kept by a cache: an unpublished page or a document made private stops downloading at once. */
const headers = { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * Sends the document as an attachment only while it is public and its page published. Anything else (private,
 * unknown, another page's, unpublished) is the same plain 404, so the answer tells nothing of what exists.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { slug, id } = await params;
  const file = /^[0-9a-f-]{36}$/i.test(id) ? await publicTrustDocument(slug, id) : null;
  if (!file) {
    return new Response('This document is not available.', {
      status: 404,
      headers: { ...headers, 'Content-Type': 'text/plain; charset=utf-8' },
    });
  }
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
