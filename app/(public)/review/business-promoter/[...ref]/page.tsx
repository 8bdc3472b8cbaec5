import type { Metadata } from 'next';
import { referenceFrom, ReferencePage } from '@/components/marketing/reference-page';

type Props = { params: Promise<{ ref: string[] }> };
// Rendered per request under the proxy's nonce policy: a page kept between requests would carry no nonce.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ref } = await params;
  return {
    title: 'Business promoter review',
    description: 'A business promoter review shared with you.',
    robots: { index: false, follow: false },
    alternates: { canonical: `/review/business-promoter/${ref.join('/')}` },
  };
}

/** Public and never indexed: any reference renders this page rather than a 404. */
export default async function BusinessPromoterReviewPage({ params }: Props) {
  const { ref } = await params;
  return (
    <ReferencePage eyebrow="Review" title="Business promoter review" reference={referenceFrom(ref)}>
      <p>
        This review was shared with you by a business on our platform. Sign in to see its details and respond, or contact the business that
        sent you the link if you were not expecting it.
      </p>
    </ReferencePage>
  );
}
