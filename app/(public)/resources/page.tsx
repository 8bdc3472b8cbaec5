import type { Metadata } from 'next';
import { PageIntro } from '@/components/site/page-intro';

export const metadata: Metadata = { title: 'Resources' };

export default function ResourcesPage() {
  return <PageIntro title="Resources" lead="Guides, case studies and best practices for compliance teams." />;
}
