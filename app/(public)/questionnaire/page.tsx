import type { Metadata } from 'next';
import { Suspense } from 'react';
import { QuestionnaireFlow } from '@/components/marketing/questionnaire/questionnaire-flow';
import { QuestionnaireIntro } from '@/components/marketing/questionnaire/questionnaire-intro';
import { pageMetadata } from '@/lib/marketing/seo';

export const metadata: Metadata = pageMetadata({
  title: 'Compliance questionnaire',
  description:
    'Which compliance frameworks apply to your company? Answer 3 questions in about 2 minutes, no account required, and get a prioritised list with a price.',
  path: '/questionnaire',
});

/** Prerendered; the flow reads a shared result's query on the client only. */
export default function QuestionnairePage() {
  return (
    <div className="px-4 py-12 sm:px-6">
      <h1 className="mb-10 text-center text-sm font-semibold uppercase tracking-wide text-indigo-700">Compliance questionnaire</h1>
      <Suspense fallback={<QuestionnaireIntro />}>
        <QuestionnaireFlow />
      </Suspense>
    </div>
  );
}
