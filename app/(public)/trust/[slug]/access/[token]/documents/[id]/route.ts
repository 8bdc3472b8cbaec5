// GET /trust/<slug>/access/<token>/documents/<id>: a document through an approved access link, logged and stamped.
import { downloadThroughAccessLink } from '@/lib/workspace/trust';
import { attachmentAnswer, plainTextAnswer, withinDownloadBudget } from '../../../../document-response';

type Context = { params: Promise<{ slug: string; token: string; id: string }> };

const statuses = { 'not-found': 404, unreadable: 422, expired: 403, revoked: 403 } as const;

/** A revoked or expired link answers 403 with its reason, an unreadable PDF 422; anything unknown is a plain 404. */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  return withinDownloadBudget(request, async () => {
    const { slug, token, id } = await params;
    const answer = /^[0-9a-f-]{36}$/i.test(id)
      ? await downloadThroughAccessLink(slug, token, id)
      : ({ ok: false, problem: 'not-found', message: 'This document is not available.' } as const);
    return answer.ok ? attachmentAnswer(answer.file) : plainTextAnswer(answer.message, statuses[answer.problem]);
  });
}
