import type { Metadata } from 'next';
import Link from 'next/link';
import { QuestionnairesTable } from '@/components/manage/questionnaires/questionnaires-table';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { listQuestionnaires } from '@/lib/workspace/questionnaires';

export const metadata: Metadata = { title: 'Questionnaires' };

/** The customers' security questionnaires, answered from the organization's own records. */
export default async function QuestionnairesPage() {
  const member = await requireMember();
  const rows = await listQuestionnaires(member);
  const canEdit = can(member.role, 'records.edit');
  return (
    <>
      <PageHeader
        title="Questionnaires"
        description="Security questionnaires from your customers, answered from your own policies, controls and evidence, each answer with its sources."
        actions={
          <>
            <Link href="/manage/questionnaires/library" className={buttonClasses('secondary')}>
              Answer library
            </Link>
            {canEdit && (
              <Link href="/manage/questionnaires/new" className={buttonClasses('primary')}>
                Upload questionnaire
              </Link>
            )}
          </>
        }
      />
      {rows.length === 0 ? (
        <EmptyState title="No questionnaires yet">
          Upload a customer&apos;s questionnaire (Excel or CSV) to get answers suggested from your records.
        </EmptyState>
      ) : (
        <QuestionnairesTable rows={rows} />
      )}
    </>
  );
}
