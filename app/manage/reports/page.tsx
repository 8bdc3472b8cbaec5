import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { ReportsClient } from '@/components/manage/reports/reports-client';
import { quickReports } from '@/lib/catalog/quick-reports';
import { requireMember } from '@/lib/dal';
import { can } from '@/lib/domain/permissions';
import { complianceStatusRows, reportRow } from '@/lib/domain/report-display';
import { listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import { listReports, reportStats } from '@/lib/workspace/reports';
import { generateReport } from './actions';

export const metadata: Metadata = { title: 'Reports' };

export default async function ReportsPage() {
  const member = await requireMember();
  const now = new Date();
  const [records, stats, frameworks] = await Promise.all([listReports(member), reportStats(member), listOrganizationFrameworks(member)]);
  return (
    <>
      <PageHeader title="Compliance Reports" description="Generate and share reports on your compliance status." />
      <Suspense fallback={null}>
        <ReportsClient
          reports={records.map((record) => reportRow(record, now))}
          stats={stats}
          quickReports={quickReports}
          compliance={complianceStatusRows(frameworks)}
          canEdit={can(member.role, 'records.edit')}
          canAddFrameworks={can(member.role, 'frameworks.manage')}
          generateReport={generateReport}
        />
      </Suspense>
    </>
  );
}
