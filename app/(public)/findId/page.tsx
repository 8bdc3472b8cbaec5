import type { Metadata } from 'next';
import { PageIntro } from '@/components/site/page-intro';

export const metadata: Metadata = { title: 'Reset your password' };

export default function FindIdPage() {
  return <PageIntro title="Reset your password" lead="We will e-mail you a link to choose a new password." />;
}
