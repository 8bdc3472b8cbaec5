import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumb } from '@/components/manage/breadcrumb';
import { ControlGroups } from '@/components/manage/framework-detail/control-groups';
import { DetailSidebar } from '@/components/manage/framework-detail/detail-sidebar';
import { ExportDataButton } from '@/components/manage/framework-detail/export-data-button';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { StatCard } from '@/components/ui/stat-card';
import { controlProgress } from '@/lib/domain/controls';
import { soc2ControlGroups } from '@/lib/sample-data/soc2-controls';
import { soc2Overview } from '@/lib/sample-data/soc2-detail';

export const metadata: Metadata = { title: 'Frameworks' };

export default function FrameworkManagePage() {
  const progress = controlProgress(soc2ControlGroups);
  return (
    <>
      <PageHeader
        title="SOC 2 Type II"
        description="Trust services criteria for security, availability, processing integrity, confidentiality and privacy."
        actions={
          <>
            <Link href="/manage/reports" className={buttonClasses('primary')}>Generate Report</Link>
            <ExportDataButton groups={soc2ControlGroups} filename="soc2-type-ii-controls.csv" />
            <Link href="/manage/frameworkSettings" className={buttonClasses('secondary')}>Settings</Link>
          </>
        }
      >
        <Breadcrumb items={[{ label: 'Frameworks', href: '/manage/frameworks' }, { label: 'SOC 2 Type II' }]} />
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
