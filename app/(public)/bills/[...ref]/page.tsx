import type { Metadata } from 'next';
import { referenceFrom, ReferencePage } from '@/components/marketing/reference-page';

type Props = { params: Promise<{ ref: string[] }> };
// Rendered per request under the proxy's nonce policy: a page kept between requests would carry no nonce.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { ref } = await params;
  return {
    title: 'Bill',
    description: 'A bill shared with you.',
    robots: { index: false, follow: false },
    alternates: { canonical: `/bills/${ref.join('/')}` },
  };
}

/** Public and never indexed: any reference renders this page rather than a 404. */
export default async function BillPage({ params }: Props) {
  const { ref } = await params;
  return (
    <ReferencePage eyebrow="Billing" title="Your bill" reference={referenceFrom(ref)}>
      <p>
        Keep this reference for your records. Sign in and open Settings, then Billing, to see the bill, its line items and payment status.
        For questions about a charge, quote the reference to our support team.
      </p>
    </ReferencePage>
  );
}
