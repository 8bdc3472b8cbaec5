import type { Metadata } from 'next';
import { Suspense } from 'react';
import { PageHeader } from '@/components/ui/page-header';
import { ReportsScreen } from '@/components/manage/reports/reports-screen';
import { quickReports } from '@/lib/catalog/quick-reports';
import { requireMember } from '@/lib/dal';
import { readListQuery, type UrlQuery } from '@/lib/domain/list-query';
import { can } from '@/lib/domain/permissions';
import { complianceStatusRows, reportRow } from '@/lib/domain/reports/display';
import { frameworkCodes } from '@/lib/schemas/frameworks/codes';
import { listedReportTypes } from '@/lib/schemas/reports/records';
import { listOrganizationFrameworks } from '@/lib/workspace/frameworks';
import { listReports, reportStats } from '@/lib/workspace/reports';
import { cancelReport, deleteReport, generateQuickReport, generateReport, prepareAuditorPackage, retryReport } from './actions';

export const metadata: Metadata = { title: 'Reports' };

export default async function ReportsPage({ searchParams }: { searchParams: Promise<UrlQuery> }) {
  const member = await requireMember();
  const query = readListQuery(await searchParams, { type: listedReportTypes, framework: frameworkCodes });
  const now = new Date();
  const [page, stats, frameworks] = await Promise.all([
    listReports(member, query),
    reportStats(member),
    listOrganizationFrameworks(member),
  ]);
  const canEdit = can(member.role, 'records.edit');
  return (
    <>
      <PageHeader title="Compliance Reports" description="Generate and share reports on your compliance status." />
      <Suspense fallback={null}>
        <ReportsScreen
          reports={page.rows.map((record) => reportRow(record, now))}
          page={page}
          stats={stats}
          quickReports={quickReports}
          compliance={complianceStatusRows(frameworks)}
          rights={{ canEdit, canDelete: can(member.role, 'records.delete') }}
          canAddFrameworks={can(member.role, 'frameworks.manage')}
          requests={canEdit ? { generate: generateReport, quick: generateQuickReport, auditorPackage: prepareAuditorPackage } : null}
          changes={{ cancel: cancelReport, retry: retryReport, delete: deleteReport }}
        />
      </Suspense>
    </>
  );
}
