// GET /auditor/<auditId>/policies/<versionId>/pdf: a policy version in force during the audit's period, as PDF.
import { guestDownload } from '@/lib/auditor/guest';
import { policyPdfResponse } from '@/lib/reports/render/policy-pdf';
import { guestPolicyPdfSource } from '@/lib/workspace/audit-guests';

type Context = { params: Promise<{ auditId: string; versionId: string }> };

/** The version's PDF, for the audit's guest (404 for a version not in force during the period); the download is logged. */
export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { auditId, versionId } = await params;
  return guestDownload(auditId, async (guest) => policyPdfResponse(await guestPolicyPdfSource(guest, versionId)));
}
