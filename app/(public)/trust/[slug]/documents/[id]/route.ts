// GET /trust/<slug>/documents/<id>: a public document of a published trust page, for anyone.
import { publicTrustDocument } from '@/lib/workspace/trust';
import { attachmentAnswer, plainTextAnswer, withinDownloadBudget } from '../../document-response';

type Context = { params: Promise<{ slug: string; id: string }> };

/**
 * Sends the document as an attachment only while it is public and its page published. Anything else (private,
 * unknown, another page's, unpublished) is the same plain 404, so the answer tells nothing of what exists.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return withinDownloadBudget(request, async () => {
    const { slug, id } = await params;
    const file = /^[0-9a-f-]{36}$/i.test(id) ? await publicTrustDocument(slug, id) : null;
    return file ? attachmentAnswer(file) : plainTextAnswer('This document is not available.', 404);
  });
}
