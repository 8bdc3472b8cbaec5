import 'server-only';
import { unstable_cache } from 'next/cache';
import { trustOrganizationTag, trustSlugTag } from '@/lib/domain/trust/rules';
import type { TrustPageView } from '@/lib/schemas/trust/records';
import type { TrustNda } from '@/lib/schemas/trust/access';
import { publishedTrustNda, publishedTrustOrganization, publishedTrustPageOf } from '@/lib/workspace/trust';

/** At the latest, an hour after a day changes what is current (evidence expiring), the page is drawn again. */
export const TRUST_PAGE_SECONDS = 3600;

const organizationAt = (slug: string) =>
  unstable_cache(() => publishedTrustOrganization(slug), ['trust-page-organization', slug], {
    tags: [trustSlugTag(slug)],
    revalidate: TRUST_PAGE_SECONDS,
  })();

/**
 * The published page at `slug`, kept until a write revalidates its tags: the address's tag (saving the settings,
 * publishing, unpublishing) and the organization's (any record the page shows). Both end up on the rendered
 * page, so either drops it too.
 */
export async function cachedTrustPage(slug: string): Promise<TrustPageView | null> {
  const organizationId = await organizationAt(slug);
  if (!organizationId) return null;
  return unstable_cache(() => publishedTrustPageOf(organizationId, slug), ['trust-page-view', organizationId, slug], {
    tags: [trustOrganizationTag(organizationId), trustSlugTag(slug)],
    revalidate: TRUST_PAGE_SECONDS,
  })();
}

/** The NDA a visitor accepts on the page at `slug`, kept like the page (saving the NDA revalidates it). */
export async function cachedTrustNda(slug: string): Promise<TrustNda> {
  const organizationId = await organizationAt(slug);
  if (!organizationId) return null;
  return unstable_cache(() => publishedTrustNda(organizationId), ['trust-page-nda', organizationId], {
    tags: [trustOrganizationTag(organizationId), trustSlugTag(slug)],
    revalidate: TRUST_PAGE_SECONDS,
  })();
}
