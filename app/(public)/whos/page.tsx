import type { Metadata } from 'next';
import { PageIntro } from '@/components/site/page-intro';

export const metadata: Metadata = { title: 'Who we serve' };

export default function WhosPage() {
  return <PageIntro title="Who we serve" lead="Fast-growing companies in regulated industries." />;
}
