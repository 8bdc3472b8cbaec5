import type { Metadata } from 'next';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { IssuesBrowser } from '@/components/manage/ccpa/issues-browser';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { requireMember } from '@/lib/dal';
import { issueFiltersFrom, issueOverview } from '@/lib/domain/ccpa-issues';
import { isoDay } from '@/lib/domain/days-remaining';
import { can } from '@/lib/domain/permissions';
import { listCcpaIssues } from '@/lib/workspace/ccpa-issues';
import { listMembers } from '@/lib/workspace/team';
import { bulkAssignIssues, bulkSetPriority, closeIssue, createIssue, updateIssue } from './actions';

export const metadata: Metadata = { title: 'Frameworks' };

const none = { search: '', priority: '', category: '', tag: '', status: '' };

export default async function CcpaIssuesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const member = await requireMember();
  const filters = issueFiltersFrom(await searchParams);
  // Overdue is judged against the day of the request, never the day of the build.
  const today = isoDay(new Date());
  const canEdit = can(member.role, 'records.edit');
  const scoped = filters.search || filters.priority || filters.category || filters.tag;
  const [open, inScope, shown, team] = await Promise.all([
    listCcpaIssues(member, none, today),
    filters.status ? listCcpaIssues(member, { ...none, status: filters.status }, today) : null,
    scoped ? listCcpaIssues(member, filters, today) : null,
    canEdit ? listMembers(member) : [],
  ]);
  const scope = inScope ?? open;
  const overview = issueOverview(open, today);
  return (
    <>
      <PageHeader title="CCPA Issues" description="California Consumer Privacy Act and CPRA findings that need attention.">
        <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: 'CCPA/CPRA', href: '/manage/frameworks?search=CCPA' }, { label: 'Issues' }]} />
      </PageHeader>
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Total Issues" value={overview.total} />
        <StatCard label="Critical" value={overview.critical} />
        <StatCard label="High Priority" value={overview.high} />
        <StatCard label="Overdue" value={overview.overdue} />
      </div>
      <IssuesBrowser
        issues={shown ?? scope}
        scopeTotal={scope.length}
        anyOpen={open.length > 0}
        today={today}
        canEdit={canEdit}
        members={team.map((mate) => ({ value: mate.id, label: mate.name }))}
        currentMemberId={member.id}
        actions={canEdit ? { createIssue, updateIssue, closeIssue, bulkAssignIssues, bulkSetPriority } : undefined}
      />
    </>
  );
}
