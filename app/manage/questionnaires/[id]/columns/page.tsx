import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { ColumnChoiceForm } from '@/components/manage/questionnaires/column-choice-form';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import type { ColumnChoice } from '@/lib/domain/questionnaires/workbook';
import type { UrlQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { foundOr404 } from '@/lib/found-or-404';
import { questionnaireSetup } from '@/lib/workspace/questionnaires';
import { changeColumnsAction } from '../../actions';

export const metadata: Metadata = { title: 'Questionnaire columns' };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<UrlQuery> };

const text = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';
const column = (value: string) => (/^\d{1,5}$/.test(value) && Number(value) >= 1 ? Number(value) : null);

/** The choice the URL asks to preview, or null (the stored or guessed one) when it has none or a wrong one. */
function wantedChoice(query: UrlQuery): { sheet: string; choice: ColumnChoice | null } | undefined {
  const sheet = text(query.sheet);
  if (!sheet) return undefined;
  const questionColumn = column(text(query.question));
  const answerColumn = column(text(query.answer));
  if (questionColumn === null || answerColumn === null) return { sheet, choice: null };
  return { sheet, choice: { headerRow: column(text(query.header)), questionColumn, answerColumn, yesNoColumn: column(text(query.yesno)) } };
}

/** The sheet and columns of a questionnaire: the guesses preselected, the question count previewed on each change. */
export default async function QuestionnaireColumnsPage({ params, searchParams }: Props) {
  const member = await requireMember();
  const { id } = await params;
  const setup = await foundOr404(questionnaireSetup(member, id, wantedChoice(await searchParams)));
  const { record } = setup;
  return (
    <>
      <PageHeader title="Choose the sheet and columns" description={`${record.name}: ${record.fileName}`}>
        <Breadcrumb
          items={[
            { label: 'Questionnaires', href: '/manage/questionnaires' },
            { label: record.name, href: `/manage/questionnaires/${record.id}` },
            { label: 'Columns' },
          ]}
        />
      </PageHeader>
      {can(member.role, 'records.edit') ? (
        <ColumnChoiceForm
          key={`${record.version}`}
          record={record}
          guesses={setup.guesses}
          sheet={setup.sheet}
          choice={setup.choice}
          questionCount={setup.questionCount}
          preview={setup.preview}
          action={changeColumnsAction}
        />
      ) : (
        <p className="text-sm text-slate-700">
          Questions are read from the sheet {record.sheet}: {record.questionCount} questions.
        </p>
      )}
    </>
  );
}
