import 'server-only';
import { getPolicy } from './library';
import { WorkspaceError, type Member } from '../member';
import { dayOf } from '@/lib/domain/calendar-days';
import type { PolicyPdfSource } from '@/lib/reports/render/policy-pdf';

export const PDF_NOT_APPROVED = 'Only an approved or expired policy can be downloaded as a PDF. Approve this policy first.';

/** The policy `id` of the member's organization, ready for its PDF; 404 when not found, 409 unless approved or expired. */
export async function policyPdfSource(member: Member, id: string, today: string = dayOf(new Date())): Promise<PolicyPdfSource> {
  const policy = await getPolicy(member, id, today);
  if (policy.status !== 'approved' && policy.status !== 'expired') throw new WorkspaceError('conflict', PDF_NOT_APPROVED);
  return {
    organizationName: member.organizationName,
    name: policy.name,
    versionLabel: policy.versionLabel,
    expired: policy.status === 'expired',
    approvedAt: policy.approvedAt,
    approvedByName: policy.approvedByName,
    reviewDueOn: policy.reviewDueOn,
    body: policy.body,
  };
}
