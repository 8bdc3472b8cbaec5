import type { Metadata } from 'next';
import { PageIntro } from '@/components/site/page-intro';

export const metadata: Metadata = { title: 'Book a demo' };

export default function BookPage() {
  return <PageIntro title="Book a demo" lead="See the product with a compliance specialist." />;
}
