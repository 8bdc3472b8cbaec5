import type { Metadata } from 'next';
import { PageIntro } from '@/components/site/page-intro';

export const metadata: Metadata = { title: 'Pricing' };

export default function PricingPage() {
  return <PageIntro title="Pricing" lead="$200 per framework per month, with one framework free for every 5 paid." />;
}
