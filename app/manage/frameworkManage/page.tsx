import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { ControlGroups } from '@/components/manage/framework-detail/control-groups';
import { DetailSidebar } from '@/components/manage/framework-detail/detail-sidebar';
import { ExportDataButton } from '@/components/manage/framework-detail/export-data-button';
import { NotFollowed } from '@/components/manage/frameworks/not-followed';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { soc2ControlGroups } from '@/lib/catalog/soc2-controls';
import { soc2Overview } from '@/lib/catalog/soc2-detail';
import { requireMember } from '@/lib/dal';
import { controlProgress } from '@/lib/domain/controls';
import { can } from '@/lib/domain/permissions';
import { followsFramework } from '@/lib/workspace/frameworks';

export const metadata: Metadata = { title: 'Frameworks' };

export default async function FrameworkManagePage() {
  const member = await requireMember();
  const canEdit = can(member.role, 'frameworks.manage');
  const breadcrumb = <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: 'SOC 2 Type II' }]} />;
  if (!(await followsFramework(member, 'soc2'))) {
    return (
      <>
        <PageHeader title="SOC 2 Type II" description="Trust services criteria for security, availability, processing integrity, confidentiality and privacy.">
          {breadcrumb}
        </PageHeader>
        <NotFollowed name="SOC 2" canEdit={canEdit} />
      </>
    );
  }
  const progress = controlProgress(soc2ControlGroups);
  return (
    <>
      <PageHeader
        title="SOC 2 Type II"
        description="Trust services criteria for security, availability, processing integrity, confidentiality and privacy."
        actions={
          <>
            {canEdit && <Link href="/manage/reports" className={buttonClasses('primary')}>Generate Report</Link>}
            <ExportDataButton groups={soc2ControlGroups} filename="soc2-type-ii-controls.csv" />
            {canEdit && <Link href="/manage/frameworkSettings" className={buttonClasses('secondary')}>Settings</Link>}
          </>
        }
      >
        {breadcrumb}
      </PageHeader>
      <div className="mb-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Compliance Status" value={`${progress.percent}%`} hint="Controls compliant" />
        <StatCard label="Total Controls" value={progress.total} hint={`${progress.compliant} compliant`} />
        <StatCard label="Evidence Items" value={soc2Overview.evidenceItems} />
        <StatCard label="Next Audit" value={`${soc2Overview.daysToAudit} days`} hint={`${soc2Overview.nextAudit} · ${soc2Overview.auditor}`} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <ControlGroups groups={soc2ControlGroups} />
        </div>
        <DetailSidebar groups={soc2ControlGroups} />
      </div>
    </>
  );
}
