import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { IssuesBrowser } from '@/components/manage/ccpa/issues-browser';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { requireMember } from '@/lib/dal';
import { issueOverview } from '@/lib/domain/ccpa-issues';
import { isoDay } from '@/lib/domain/days-remaining';
import { listCcpaIssues } from '@/lib/workspace/ccpa-issues';

export const metadata: Metadata = { title: 'Frameworks' };

export default async function CcpaIssuesPage() {
  const member = await requireMember();
  const issues = await listCcpaIssues(member);
  // Overdue is judged against the day of the request, never the day of the build.
  const today = isoDay(new Date());
  const overview = issueOverview(issues, today);
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
      {issues.length === 0 ? (
        <EmptyState
          title="No open CCPA issues"
          action={<Link href="/manage/frameworks?search=CCPA" className={buttonClasses('secondary')}>View CCPA/CPRA</Link>}
        >
          Your organization has no open CCPA/CPRA findings. Follow CCPA/CPRA from Frameworks and review it: the gaps its
          review finds (opt-out links, deletion requests, consent, notices) are tracked here until they are closed.
        </EmptyState>
      ) : (
        <IssuesBrowser issues={issues} today={today} />
      )}
    </>
  );
}
