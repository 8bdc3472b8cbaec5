import type { Metadata } from 'next';
import { PageIntro } from '@/components/site/page-intro';

export const metadata: Metadata = { title: 'Questionnaire' };

export default function QuestionnairePage() {
  return <PageIntro title="Which frameworks apply to you?" lead="Three questions, about 2 minutes, no account required." />;
}
