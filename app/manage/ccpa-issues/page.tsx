import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { CcpaIssuesScreen } from '@/components/manage/ccpa-issues/ccpa-issues-screen';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { requireMember } from '@/lib/dal';
import { dayOf } from '@/lib/domain/calendar-days';
import { issueFiltersFrom } from '@/lib/domain/ccpa-issues/rules';
import { can } from '@/lib/domain/permissions';
import { readListQuery } from '@/lib/domain/list-query';
import { ccpaIssueOverview, countCcpaIssues, pageCcpaIssues } from '@/lib/workspace/ccpa-issues';
import { listMembers } from '@/lib/workspace/organization';
import { bulkAssignIssues, bulkSetPriority, closeIssue, createIssue, updateIssue } from './actions';

export const metadata: Metadata = { title: 'Frameworks' };

const none = { search: '', priority: '', category: '', tag: '', status: '' };

export default async function CcpaIssuesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireMember();
  const query = await searchParams;
  const filters = issueFiltersFrom(query);
  // Overdue is judged against the day of the request, never the day of the build.
  const today = dayOf(new Date());
  const canEdit = can(member.role, 'records.edit');
  const { page } = readListQuery(query, {});
  const [overview, inScope, shown, team] = await Promise.all([
    ccpaIssueOverview(member, today),
    filters.status ? countCcpaIssues(member, { ...none, status: filters.status }, today) : null,
    pageCcpaIssues(member, filters, page, today),
    canEdit ? listMembers(member) : [],
  ]);
  return (
    <>
      <PageHeader title="CCPA Issues" description="California Consumer Privacy Act and CPRA findings that need attention.">
        <Breadcrumb
          items={[
            { label: 'Frameworks', href: '/manage/frameworks' },
            { label: 'CCPA/CPRA', href: '/manage/frameworks?search=CCPA' },
            { label: 'Issues' },
          ]}
        />
      </PageHeader>
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Issues" value={overview.total} />
        <StatCard label="Critical" value={overview.critical} />
        <StatCard label="High Priority" value={overview.high} />
        <StatCard label="Overdue" value={overview.overdue} />
      </div>
      <CcpaIssuesScreen
        issues={shown.rows}
        page={shown}
        byCategory={shown.byCategory}
        scopeTotal={inScope ?? overview.total}
        anyOpen={overview.total > 0}
        today={today}
        canEdit={canEdit}
        members={team.map((mate) => ({ value: mate.id, label: mate.name }))}
        currentMemberId={member.id}
        actions={canEdit ? { createIssue, updateIssue, closeIssue, bulkAssignIssues, bulkSetPriority } : undefined}
      />
    </>
  );
}
