import type { Metadata } from 'next';
import Link from 'next/link';
import { GapTable } from '@/components/manage/frameworks/assessment/gap-table';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { ActionPlanIssues } from '@/components/manage/ccpa-issues/action-plan-issues';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { readActionPlan } from './read-plan';

export const metadata: Metadata = { title: 'Frameworks' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** The query of the CCPA screen's filters, carried to the plan's file and back to the screen. */
function queryOf(query: Record<string, string | string[] | undefined>): string {
  const params = new URLSearchParams();
  for (const key of ['search', 'priority', 'category', 'tag', 'status']) {
    const value = query[key];
    const first = Array.isArray(value) ? value[0] : value;
    if (first) params.set(key, first);
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The CCPA action plan (Generate Action Plan on the CCPA screen): the CCPA/CPRA requirements the organization's
 * controls do not meet, with what is missing and who owns it, then the open issues the screen's filters pick, with
 * their assignees and due dates; and the same plan as a CSV file.
 */
export default async function CcpaActionPlanPage({ searchParams }: Props) {
  const member = await requireMember();
  const query = await searchParams;
  const today = dayOf(new Date());
  const { gaps, issues } = await readActionPlan(member, query, today);
  const carried = queryOf(query);
  return (
    <>
      <PageHeader
        title="CCPA Action Plan"
        description="The CCPA/CPRA requirements your controls do not meet yet, and the open issues to close."
        actions={
          <>
            <a href={`/manage/ccpa-issues/action-plan/download${carried}`} download className={buttonClasses('primary')}>
              Download CSV
            </a>
            <Link href={`/manage/ccpa-issues${carried}`} className={buttonClasses('secondary')}>
              Back to issues
            </Link>
          </>
        }
      >
        <Breadcrumb
          items={[
            { label: 'Frameworks', href: '/manage/frameworks' },
            { label: 'CCPA/CPRA', href: '/manage/frameworks?search=CCPA' },
            { label: 'Issues', href: '/manage/ccpa-issues' },
            { label: 'Action Plan' },
          ]}
        />
      </PageHeader>
      <div className="space-y-6">
        <p role="status" className="text-sm text-slate-700">
          {gaps.gaps.length} {gaps.gaps.length === 1 ? 'requirement' : 'requirements'} to meet and {issues.length} open{' '}
          {issues.length === 1 ? 'issue' : 'issues'}.
        </p>
        <GapTable list={gaps} />
        <ActionPlanIssues issues={issues} today={today} />
      </div>
    </>
  );
}
