// GET /manage/reports/<id>/download: a generated report's file (or auditor package), for members of its organization only.
import { Readable } from 'node:stream';
import { requireMember } from '@/lib/dal';
import { attachmentDisposition } from '@/lib/domain/evidence/files';
import { WorkspaceError } from '@/lib/workspace/member';
import { openReportFile } from '@/lib/workspace/reports';

type Context = { params: Promise<{ id: string }> };

/** Nothing here may be kept by a cache or read as another type than the stored one. */
const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * Streams the file as an attachment, so a package larger than memory is sent as it is read. Another
 * organization's id or one that is not a UUID answers 404, a report without a file yet 409, in plain text.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const member = await requireMember();
  const { id } = await params;
  try {
    const file = await openReportFile(member, id);
    const body = Readable.toWeb(Readable.from(file.stream)) as ReadableStream<Uint8Array>;
    return new Response(body, {
      status: 200,
      headers: {
        ...privateHeaders,
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentDisposition(file.fileName),
        'Content-Length': String(file.size),
      },
    });
  } catch (error) {
    if (error instanceof WorkspaceError) {
      return new Response(error.message, {
        status: error.status,
        headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' },
      });
    }
    throw error;
  }
}
