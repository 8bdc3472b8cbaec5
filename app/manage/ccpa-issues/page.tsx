import type { Metadata } from 'next';
import { connection } from 'next/server';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { IssuesBrowser } from '@/components/manage/ccpa/issues-browser';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { issueOverview } from '@/lib/domain/ccpa-issues';
import { ccpaIssues } from '@/lib/sample-data/ccpa-issues';

export const metadata: Metadata = { title: 'Frameworks' };

export default async function CcpaIssuesPage() {
  // Overdue is judged against the day of the request, never the day of the build.
  await connection();
  const today = new Date().toISOString().slice(0, 10);
  const overview = issueOverview(ccpaIssues, today);
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
      <IssuesBrowser issues={ccpaIssues} today={today} />
    </>
  );
}
