import 'server-only';
import { revalidateTag } from 'next/cache';
import { trustOrganizationTag } from '@/lib/domain/trust/rules';

/**
 * Expires the organization's published trust page, rendered ahead of time: called after every committed write of
 * a screen or of the API, since what the page shows (audits, control states, evidence behind its progress, vendors,
 * policies) is reached by most of them; listing the writes one by one would miss the next one added. The next
 * visit draws it again. Scheduled work (a nightly check, evidence expiring with the date) reaches it within the
 * page's hour.
 */
export function expireTrustPage(organizationId: string): void {
  revalidateTag(trustOrganizationTag(organizationId), { expire: 0 });
}
