import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { TrustPage } from '@/components/trust/trust-page-view';
import { requestTrustAccessAction, subscribeTrustAction } from './actions';
import { cachedTrustNda, cachedTrustPage } from './cached';

// Rendered per request, so that its scripts carry the nonce of the proxy's policy (a page kept between requests
// could carry none). Its data stays kept (./cached.ts): a write that changes what it shows revalidates its tags, and
// an hour is the longest it stays without a look.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params;
  const view = await cachedTrustPage(slug);
  if (!view) return { title: 'Page not found', robots: { index: false } };
  const title = `${view.organizationName} Trust Center`;
  const description =
    view.overview.slice(0, 160) || `Security and compliance at ${view.organizationName}: frameworks, controls and subprocessors.`;
  const url = `/trust/${view.slug}`;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: url },
    openGraph: { type: 'website', url, title, description, siteName: view.organizationName },
    twitter: { card: 'summary_large_image', title, description },
  };
}

/** An organization's published trust page; an unknown or unpublished address is a 404. */
export default async function TrustCenterPage({ params }: Props) {
  const { slug } = await params;
  const view = await cachedTrustPage(slug);
  if (!view) notFound();
  const nda = await cachedTrustNda(slug);
  const forms = {
    nda,
    requestAccess: requestTrustAccessAction.bind(null, view.slug),
    subscribe: subscribeTrustAction.bind(null, view.slug),
  };
  return <TrustPage view={view} forms={forms} />;
}
