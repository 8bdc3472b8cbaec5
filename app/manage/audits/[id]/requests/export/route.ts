// GET /manage/audits/<id>/requests/export: the audit's request list as the auditor's own file, for its organization's members.
import { requireMember } from '@/lib/dal';
import { attachmentDisposition } from '@/lib/domain/evidence/files';
import { exportRequestList } from '@/lib/workspace/audit-requests';
import { WorkspaceError } from '@/lib/workspace/member';

type Context = { params: Promise<{ id: string }> };

const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/** Sends the list in the format it was imported in, with its Status and Evidence columns; another organization's audit is 404. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const member = await requireMember();
  const { id } = await params;
  try {
    const file = await exportRequestList(member, id);
    return new Response(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }), {
      status: 200,
      headers: {
        ...privateHeaders,
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentDisposition(file.fileName),
        'Content-Length': String(file.bytes.byteLength),
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
