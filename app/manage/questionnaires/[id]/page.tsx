import type { Metadata } from 'next';
import Link from 'next/link';
import { Suspense } from 'react';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { QuestionCard } from '@/components/manage/questionnaires/question-card';
import { QuestionFilterChips } from '@/components/manage/questionnaires/question-filter';
import { QuestionnaireStatusBadge } from '@/components/manage/questionnaires/questionnaires-table';
import { DeleteQuestionnaireButton } from '@/components/manage/questionnaires/delete-questionnaire-button';
import { SuggestAnswersButton } from '@/components/manage/questionnaires/suggest-answers-button';
import { Pager } from '@/components/manage/records/pager';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { foundOr404 } from '@/lib/found-or-404';
import { questionFilters, type QuestionFilter } from '@/lib/schemas/questionnaires/records';
import { pageQuestions, questionFilterCounts, readQuestionnaire } from '@/lib/workspace/questionnaires';
import { deleteQuestionnaireAction, saveAnswerAction, suggestAnswersAction } from '../actions';

export const metadata: Metadata = { title: 'Questionnaire' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<UrlQuery> };

const downloads = [
  { format: 'workbook', label: 'Download workbook' },
  { format: 'csv', label: 'Download CSV' },
  { format: 'pdf', label: 'Download PDF summary' },
] as const;

/**
 * One questionnaire: its questions a page at a time (filtered in the database), each with its suggestion, sources
 * and confidence, an answer box and Approve; Get suggestions, the column choice and the downloads.
 */
export default async function QuestionnairePage({ params, searchParams }: Props) {
  const member = await requireMember();
  const { id } = await params;
  const query = readListQuery(await searchParams, { filter: questionFilters });
  const filter = query.filters.filter as QuestionFilter | '';
  const record = await foundOr404(readQuestionnaire(member, id));
  const [page, counts] = await Promise.all([pageQuestions(member, record.id, filter, query.page), questionFilterCounts(member, record.id)]);
  const canEdit = can(member.role, 'records.edit');
  return (
    <>
      <PageHeader
        title={record.name}
        description={`${record.customer ? `${record.customer} · ` : ''}${record.fileName} · sheet ${record.sheet} · ${record.questionCount} questions, ${record.approvedCount} approved`}
        actions={
          <>
            {canEdit && (
              <SuggestAnswersButton
                id={record.id}
                version={record.version}
                again={record.status !== 'imported'}
                action={suggestAnswersAction}
              />
            )}
            <Link href={`/manage/questionnaires/${record.id}/columns`} className={buttonClasses('secondary')}>
              Sheet and columns
            </Link>
            {canEdit && <DeleteQuestionnaireButton questionnaire={record} action={deleteQuestionnaireAction} />}
          </>
        }
      >
        <Breadcrumb items={[{ label: 'Questionnaires', href: '/manage/questionnaires' }, { label: record.name }]} />
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <QuestionnaireStatusBadge status={record.status} />
        <nav aria-label="Downloads" className="flex flex-wrap gap-2">
          {downloads.map((download) => (
            <a
              key={download.format}
              href={`/manage/questionnaires/${record.id}/download?format=${download.format}`}
              download
              className={buttonClasses('secondary')}
            >
              {download.label}
            </a>
          ))}
        </nav>
      </div>
      <Suspense fallback={null}>
        <div className="mb-4">
          <QuestionFilterChips value={filter} counts={counts} total={record.questionCount} />
        </div>
      </Suspense>
      {page.rows.length === 0 ? (
        <p className="text-sm text-slate-700">No questions match this filter.</p>
      ) : (
        <div className="space-y-3">
          {page.rows.map((question) => (
            <QuestionCard
              key={`${question.id}:${question.version}`}
              question={question}
              questionnaireId={record.id}
              canEdit={canEdit}
              action={saveAnswerAction}
            />
          ))}
        </div>
      )}
      <Suspense fallback={null}>
        <Pager page={page.page} pageCount={page.pageCount} label="Question pages" />
      </Suspense>
    </>
  );
}
