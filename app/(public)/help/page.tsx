import type { Metadata } from 'next';
import { HelpIndex } from '@/components/help/help-index';
import { SupportNote } from '@/components/help/support-note';
import { PageIntro } from '@/components/site/page-intro';
import { getHelpSummaries } from '@/lib/content';
import { pageMetadata } from '@/lib/marketing/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Help center',
  description:
    'How to use Complia: sign up, add frameworks, collect evidence, run policies, audits and reports, manage your team, and host it yourself.',
  path: '/help',
});

export default function HelpPage() {
  return (
    <>
      <PageIntro title="Help center" lead="How to use the product, screen by screen, and how to run it on your own servers." />
      <HelpIndex articles={getHelpSummaries()} />
      <div className="mx-auto max-w-6xl px-4 pb-16 sm:px-6 lg:px-8">
        <SupportNote />
      </div>
    </>
  );
}
