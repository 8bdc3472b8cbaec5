import { requireMember } from '@/lib/dal';
import { WorkspaceError } from '@/lib/workspace/member';
import { policyPdfResponse } from '@/lib/reports/render/policy-pdf';
import { policyPdfSource } from '@/lib/workspace/policies';

/**
 * Download of a policy as PDF, for members of its organization: another organization's policy or an id that
 * names none is not found (404), a policy that is not approved or expired has no approved text to print (409).
 */
export async function GET(_request: Request, { params }: { params: Promise<{ id: string }> }): Promise<Response> {
  const member = await requireMember();
  const { id } = await params;
  try {
    // Awaited here so that a refusal while reading the policy is answered below.
    return await policyPdfResponse(await policyPdfSource(member, id));
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
