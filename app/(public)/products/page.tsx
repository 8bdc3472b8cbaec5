import type { Metadata } from 'next';
import { PageIntro } from '@/components/site/page-intro';

export const metadata: Metadata = { title: 'Products' };

export default function ProductsPage() {
  return <PageIntro title="Products" lead="Every framework your company needs, in one place." />;
}
