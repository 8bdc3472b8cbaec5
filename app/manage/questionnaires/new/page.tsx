import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { UploadQuestionnaireForm } from '@/components/manage/questionnaires/upload-questionnaire-form';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { uploadQuestionnaireAction } from '../actions';

export const metadata: Metadata = { title: 'Upload questionnaire' };

/** Upload: the file is read at once; a file that cannot be used is refused with a message saying why. */
export default async function UploadQuestionnairePage() {
  const member = await requireMember();
  if (!can(member.role, 'records.edit')) redirect('/manage/questionnaires');
  return (
    <>
      <PageHeader
        title="Upload questionnaire"
        description="The sheet and the question and answer columns are guessed from the file; you check them next."
      >
        <Breadcrumb items={[{ label: 'Questionnaires', href: '/manage/questionnaires' }, { label: 'Upload' }]} />
      </PageHeader>
      <UploadQuestionnaireForm action={uploadQuestionnaireAction} />
    </>
  );
}
