import type { Metadata } from 'next';
import { LegalPageView } from '@/components/legal/legal-page-view';
import { getLegalPage } from '@/lib/content';
import { pageMetadata } from '@/lib/marketing/seo';

export function generateMetadata(): Metadata {
  const page = getLegalPage('privacy');
  return pageMetadata({ title: page.title, description: page.description, path: page.href });
}

export default function PrivacyPage() {
  return <LegalPageView page={getLegalPage('privacy')} />;
}
