import type { Metadata } from 'next';
import { AuthCard } from '@/components/auth/auth-card';
import { FormAlert } from '@/components/auth/form-alert';
import { TrustAccessPage } from '@/components/trust/trust-access-view';
import { viewTrustAccess } from '@/lib/workspace/trust';

// The address holds the access token: it is never sent on to another page as a referrer.
export const metadata: Metadata = { title: 'Trust center documents', robots: { index: false, follow: false }, referrer: 'no-referrer' };
// Each visit reads the link again: an expired or revoked link must never be served from a cache.
export const dynamic = 'force-dynamic';

type Props = { params: Promise<{ slug: string; token: string }> };

/** The documents an access link opens; an unknown, expired or revoked link says why it opens nothing. */
export default async function TrustAccessLinkPage({ params }: Props) {
  const { slug, token } = await params;
  const access = await viewTrustAccess(slug, token);
  if (!access.ok) {
    return (
      <AuthCard title="Link no longer valid" lead="This link cannot be used.">
        <FormAlert message={access.message} />
        <p className="mt-4 text-sm">
          <a href={`/trust/${encodeURIComponent(slug)}`} className="font-semibold text-indigo-800 underline">
            Back to the trust page
          </a>
        </p>
      </AuthCard>
    );
  }
  const documents = access.documents.map((document) => ({
    ...document,
    href: `/trust/${encodeURIComponent(slug)}/access/${encodeURIComponent(token)}/documents/${document.id}`,
  }));
  return (
    <TrustAccessPage
      organizationName={access.organizationName}
      name={access.name}
      company={access.company}
      expiresAt={access.expiresAt}
      documents={documents}
    />
  );
}
