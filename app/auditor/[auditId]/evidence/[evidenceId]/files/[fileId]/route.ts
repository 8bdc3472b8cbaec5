// GET /auditor/<auditId>/evidence/<evidenceId>/files/<fileId>: a stored evidence file, for the audit's guest only.
import { guestDownload } from '@/lib/auditor/guest';
import { attachmentDisposition } from '@/lib/domain/evidence/files';
import { guestEvidenceFile } from '@/lib/workspace/audit-guests';

type Context = { params: Promise<{ auditId: string; evidenceId: string; fileId: string }> };

/** The file as an attachment, when its item is in the audit's scope (404 otherwise); the download is logged. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { auditId, evidenceId, fileId } = await params;
  return guestDownload(auditId, async (guest) => {
    const file = await guestEvidenceFile(guest, evidenceId, fileId);
    return new Response(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }), {
      status: 200,
      headers: {
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentDisposition(file.name),
        'Content-Length': String(file.bytes.byteLength),
      },
    });
  });
}
