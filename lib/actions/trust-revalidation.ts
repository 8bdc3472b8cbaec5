import { trustOrganizationTag } from '@/lib/domain/trust';
import type { Member } from '@/lib/workspace/member';
import type { Revalidation } from './member-action';

/**
 * The organization's published trust page, rendered ahead of time: a write that changes what it may show (an
 * audit, a control state, a vendor, a policy's approval) lists this among its revalidations.
 */
export function revalidateTrustPages(member: Pick<Member, 'organizationId'>): Revalidation {
  return { tag: trustOrganizationTag(member.organizationId) };
}
