import { requireMember } from '@/lib/dal';
import { WorkspaceError } from '@/lib/workspace/member';
import { buildPolicyPdf, policyPdfFileName } from '@/lib/reports/render/policy-pdf';
import { policyPdfSource } from '@/lib/workspace/policies';

/**
 * Download of a policy as PDF, for members of its organization: another organization's policy or an id that
 * names none is not found (404), a policy that is not approved or expired has no approved text to print (409).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const member = await requireMember();
  const { id } = await params;
  try {
    const source = await policyPdfSource(member, id);
    const pdf = await buildPolicyPdf(source);
    return new Response(new Uint8Array(pdf), {
      status: 200,
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Disposition': `attachment; filename="${policyPdfFileName(source.name, source.versionLabel)}"`,
        'Content-Length': String(pdf.length),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  } catch (error) {
    if (error instanceof WorkspaceError) {
      return new Response(error.message, {
        status: error.status,
        headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'private, no-store' },
      });
    }
    throw error;
  }
}
