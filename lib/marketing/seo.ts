import type { Metadata } from 'next';
import { productName } from '@/lib/site-nav';

/**
 * A public page's metadata: title, description, canonical URL and OpenGraph/Twitter cards. Paths are resolved
 * against the root layout's metadataBase (SITE_URL). Pages set the whole card because Next.js replaces, not
 * merges, a parent's openGraph object.
 */
export function pageMetadata({
  title,
  description,
  path,
  noindex = false,
}: {
  title: string;
  description: string;
  path: string;
  noindex?: boolean;
}): Metadata {
  const fullTitle = `${title} | ${productName}`;
  return {
    title,
    description,
    alternates: { canonical: path },
    openGraph: { type: 'website', siteName: productName, locale: 'en_US', url: path, title: fullTitle, description },
    twitter: { card: 'summary', title: fullTitle, description },
    ...(noindex ? { robots: { index: false, follow: false } } : {}),
  };
}
