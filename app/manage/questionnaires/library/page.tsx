import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { LibraryTable } from '@/components/manage/questionnaires/library-table';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { listLibraryAnswers } from '@/lib/workspace/questionnaires';

export const metadata: Metadata = { title: 'Answer library' };

/** The approved answers later questionnaires reuse; one whose cited policy or control changed needs review. */
export default async function AnswerLibraryPage() {
  const member = await requireMember();
  const answers = await listLibraryAnswers(member);
  const stale = answers.filter((entry) => entry.stale).length;
  return (
    <>
      <PageHeader
        title="Answer library"
        description={`${answers.length} approved answers${stale > 0 ? `, ${stale} needing review because a record they cite changed` : ''}.`}
      >
        <Breadcrumb items={[{ label: 'Questionnaires', href: '/manage/questionnaires' }, { label: 'Answer library' }]} />
      </PageHeader>
      {answers.length === 0 ? (
        <EmptyState title="No approved answers yet">Answers approved on a questionnaire are kept here and suggested again.</EmptyState>
      ) : (
        <LibraryTable answers={answers} />
      )}
    </>
  );
}
