import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { GapTable } from '@/components/manage/frameworks/assessment/gap-table';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { Pager } from '@/components/manage/records/pager';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { frameworkDirectory } from '@/lib/catalog/framework-directory';
import { requireMember } from '@/lib/dal';
import { previewHref } from '@/lib/domain/frameworks/followed';
import { pageOfGapLists } from '@/lib/domain/frameworks/gap-pages';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { listOrganizationFrameworks, readAssessment } from '@/lib/workspace/frameworks';
import { assessmentFramework } from './framework-param';

export const metadata: Metadata = { title: 'Assessment' };

type Props = { searchParams: Promise<UrlQuery> };

const nameOf = (id: string) => frameworkDirectory.find((framework) => framework.id === id)?.name ?? id;
const chip = (current: boolean) =>
  `rounded-full border px-3 py-1 text-sm ${current ? 'border-indigo-700 bg-indigo-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-50'}`;

/**
 * The assessment (/manage/assessment, optionally ?framework=<id>): per framework followed, every requirement the
 * organization's controls do not meet, what is missing for it and its due date, a page of gaps at a time (?page=),
 * and the whole list as a CSV file.
 */
export default async function AssessmentPage({ searchParams }: Props) {
  const member = await requireMember();
  const query = await searchParams;
  const frameworkId = assessmentFramework(query.framework);
  if (frameworkId === 'unknown') notFound();
  const [{ lists, unmeasured }, followed] = await Promise.all([readAssessment(member, frameworkId), listOrganizationFrameworks(member)]);
  const download = `/manage/assessment/download${frameworkId ? `?framework=${encodeURIComponent(frameworkId)}` : ''}`;
  const shown = pageOfGapLists(lists, readListQuery(query, {}).page);
  return (
    <>
      <PageHeader
        title="Assessment"
        description="Every requirement your controls do not meet yet, what is missing and who owns it."
        actions={
          lists.length > 0 ? (
            <a href={download} download className={buttonClasses('primary')}>
              Download CSV
            </a>
          ) : null
        }
      >
        <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: 'Assessment' }]} />
      </PageHeader>
      {followed.length > 0 && (
        <nav aria-label="Assessed frameworks" className="mb-6 flex flex-wrap gap-2">
          <Link href="/manage/assessment" aria-current={frameworkId === null ? 'page' : undefined} className={chip(frameworkId === null)}>
            All frameworks
          </Link>
          {followed.map((row) => (
            <Link
              key={row.frameworkId}
              href={`/manage/assessment?framework=${encodeURIComponent(row.frameworkId)}`}
              aria-current={frameworkId === row.frameworkId ? 'page' : undefined}
              className={chip(frameworkId === row.frameworkId)}
            >
              {nameOf(row.frameworkId)}
            </Link>
          ))}
        </nav>
      )}
      {lists.length === 0 && unmeasured.length === 0 ? (
        <EmptyState
          title={frameworkId ? `Your organization does not follow ${nameOf(frameworkId)}` : 'No frameworks to assess yet'}
          action={
            <Link href={frameworkId ? previewHref(frameworkId) : '/manage/addFrameworks'} className={buttonClasses('primary')}>
              {frameworkId ? `Preview ${nameOf(frameworkId)}` : 'Add Framework'}
            </Link>
          }
        >
          The assessment lists the requirements of the frameworks your organization follows that its controls do not meet yet.
        </EmptyState>
      ) : (
        <div className="space-y-6">
          {lists.length > 0 && (
            <p role="status" className="text-sm text-slate-700">
              {shown.total} {shown.total === 1 ? 'requirement' : 'requirements'} not met across {lists.length}{' '}
              {lists.length === 1 ? 'framework' : 'frameworks'}.
            </p>
          )}
          {shown.lists.map((list) => (
            <GapTable key={list.frameworkId} list={list} />
          ))}
          <Pager page={shown.page} pageCount={shown.pageCount} label="Requirement pages" />
          {unmeasured.length > 0 && (
            <p className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-700">
              Not assessed yet: {unmeasured.join(', ')}. The control library does not hold their requirements, so there is nothing to
              measure.
            </p>
          )}
        </div>
      )}
    </>
  );
}
