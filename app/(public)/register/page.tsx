import type { Metadata } from 'next';
import { PageIntro } from '@/components/site/page-intro';

export const metadata: Metadata = { title: 'Sign up' };

export default function RegisterPage() {
  return <PageIntro title="Create your account" lead="Start managing compliance in minutes." />;
}
