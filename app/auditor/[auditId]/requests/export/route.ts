// GET /auditor/<audit>/requests/export: the audit's request list as the auditor's own file, for the audit's guest.
import { guestDownload } from '@/lib/auditor/guest';
import { attachmentDisposition } from '@/lib/domain/evidence/files';
import { guestRequestExport } from '@/lib/workspace/audit-requests';

type Context = { params: Promise<{ auditId: string }> };

/** Sends the list as members download it (logged as the guest's download); anyone but the audit's working guest gets 404. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { auditId } = await params;
  return guestDownload(auditId, async (guest) => {
    const file = await guestRequestExport(guest, auditId);
    return new Response(new Blob([file.bytes as Uint8Array<ArrayBuffer>], { type: file.contentType }), {
      status: 200,
      headers: {
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
        'Content-Type': file.contentType,
        'Content-Disposition': attachmentDisposition(file.fileName),
        'Content-Length': String(file.bytes.byteLength),
      },
    });
  });
}
