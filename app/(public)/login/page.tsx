import type { Metadata } from 'next';
import { PageIntro } from '@/components/site/page-intro';

export const metadata: Metadata = { title: 'Sign in' };

export default function LoginPage() {
  return <PageIntro title="Sign in" lead="Sign in to your compliance workspace." />;
}
