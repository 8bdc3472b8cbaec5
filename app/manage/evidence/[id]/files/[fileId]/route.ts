// GET /manage/evidence/<id>/files/<fileId>: a stored evidence file, for members of its organization only.
import { requireMember } from '@/lib/dal';
import { attachmentDisposition } from '@/lib/domain/evidence/files';
import { readEvidenceFile } from '@/lib/workspace/evidence';
import { WorkspaceError } from '@/lib/workspace/member';

type Context = { params: Promise<{ id: string; fileId: string }> };

/** Nothing here may be kept by a cache or read as another type than the stored one. */
const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };

/**
 * Sends the file as an attachment under its uploaded name with its stored type. A signed-out request never gets
 * here (proxy.ts sends it to sign in; requireMember() would too); an id of another organization, one that is not
 * a UUID, or a file without stored contents is answered 404 in plain text.
 */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const member = await requireMember();
  const { id, fileId } = await params;
  try {
    const file = await readEvidenceFile(member, id, fileId);
    return new Response(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }), {
      status: 200,
      headers: {
        ...privateHeaders,
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentDisposition(file.name),
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
