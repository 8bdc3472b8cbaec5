// GET /manage/questionnaires/<id>/download?format=workbook|csv|pdf: the answered questionnaire, for members of its organization.
import { requireMember } from '@/lib/dal';
import { attachmentDisposition } from '@/lib/domain/evidence/files';
import { exportFormats, exportQuestionnaire, type ExportFormat } from '@/lib/workspace/questionnaires';
import { WorkspaceError } from '@/lib/workspace/member';

type Context = { params: Promise<{ id: string }> };

const privateHeaders = { 'Cache-Control': 'private, no-store', 'X-Content-Type-Options': 'nosniff' };
const plain = (message: string, status: number) =>
  new Response(message, { status, headers: { ...privateHeaders, 'Content-Type': 'text/plain; charset=utf-8' } });

/**
 * Sends the customer's workbook with the approved answers written in, a CSV, or the PDF summary, as an attachment.
 * An unknown format is 400; another organization's id or one that is not a UUID is 404.
 */
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const member = await requireMember();
  const { id } = await params;
  const format = new URL(request.url).searchParams.get('format') ?? 'workbook';
  if (!(exportFormats as readonly string[]).includes(format)) return plain('Choose a format: workbook, csv or pdf.', 400);
  try {
    const file = await exportQuestionnaire(member, id, format as ExportFormat);
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
    if (error instanceof WorkspaceError) return plain(error.message, error.status);
    throw error;
  }
}
