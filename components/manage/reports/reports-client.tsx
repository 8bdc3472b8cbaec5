'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RecordList } from '@/components/manage/records/record-list';
import type { QuickReport } from '@/lib/catalog/quick-reports';
import type { ListPage } from '@/lib/domain/list-query';
import { reportTypeLabels, reportTypes, type Report, type ReportStats } from '@/lib/schemas/report';
import { frameworkCodes, frameworkOptions } from '@/lib/schemas/frameworks';
import type { FormAction } from '@/lib/schemas/form-state';
import type { ComplianceStatusRow } from '@/lib/domain/report-display';
import { ComplianceStatus } from './compliance-status';
import { GenerateReportForm } from './generate-report-form';
import { QuickReports } from './quick-reports';
import { ReportTable } from './report-table';

const selects = [
  { key: 'type', label: 'Type', allLabel: 'All Types', options: reportTypes.map((type) => ({ value: type, label: reportTypeLabels[type] })) },
  { key: 'framework', label: 'Framework', allLabel: 'All Frameworks', options: frameworkOptions(frameworkCodes) },
];

/**
 * The reports screen's interactive part: generate, figures, quick reports, status and one page of the recent
 * reports, searched and filtered on the server from the URL. After a report is generated the page is read again.
 */
export function ReportsClient({
  reports,
  page,
  stats,
  quickReports,
  compliance,
  canEdit,
  canAddFrameworks,
  generateReport,
}: {
  reports: readonly Report[];
  page: Omit<ListPage<unknown>, 'rows'>;
  stats: ReportStats;
  quickReports: readonly QuickReport[];
  compliance: readonly ComplianceStatusRow[];
  /** False for viewers: no Generate buttons. */
  canEdit: boolean;
  canAddFrameworks: boolean;
  generateReport: FormAction<Report>;
}) {
  const [open, setOpen] = useState(false);
  const generateButton = canEdit ? <Button onClick={() => setOpen(true)}>+ Generate Report</Button> : null;

  return (
    <RecordList
      stats={[
        { label: 'Total Reports', value: stats.total },
        { label: 'Generated', value: stats.generated },
        { label: 'Generating', value: stats.generating },
        { label: 'Frameworks Covered', value: stats.frameworksCovered },
      ]}
      before={
        <>
          <QuickReports reports={quickReports} canEdit={canEdit} />
          <ComplianceStatus rows={compliance} canAddFrameworks={canAddFrameworks} />
        </>
      }
      searchLabel="Search reports"
      selects={selects}
      title="Recent Reports"
      noun={['report', 'reports']}
      page={page}
      empty={
        stats.total === 0
          ? {
              title: 'No reports yet',
              body: canEdit
                ? 'Generate your first report to share your compliance status with your board, auditors or customers. Reports you generate are listed here.'
                : 'Reports your organization generates are listed here. An administrator or member can generate the first one.',
            }
          : undefined
      }
      primaryAction={generateButton}
      modal={
        canEdit ? (
          <Modal open={open} onClose={() => setOpen(false)} title="Generate Report" size="lg">
            <GenerateReportForm action={generateReport} onCancel={() => setOpen(false)} onCreated={() => setOpen(false)} />
          </Modal>
        ) : null
      }
    >
      <ReportTable items={reports} />
    </RecordList>
  );
}
