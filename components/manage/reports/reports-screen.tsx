'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { RecordList } from '@/components/manage/records/record-list';
import type { QuickReport } from '@/lib/catalog/quick-reports';
import type { ListPage } from '@/lib/domain/list-query';
import type { ReportRights } from '@/lib/domain/reports/actions';
import { listedReportTypeLabels, listedReportTypes, type Report, type ReportStats } from '@/lib/schemas/reports/records';
import { frameworkCodes, frameworkOptions } from '@/lib/schemas/frameworks/codes';
import type { FormAction } from '@/lib/schemas/form-state';
import type { ComplianceStatusRow } from '@/lib/domain/reports/display';
import { AuditorPackageForm } from './auditor-package-form';
import { ComplianceStatus } from './compliance-status';
import { GenerateReportForm } from './generate-report-form';
import { QuickReports } from './quick-reports';
import { ReportDialogs, type OpenReportDialog, type ReportChangeActions } from './report-dialogs';
import { ReportTable } from './report-table';
import { useRefreshWhile } from './use-refresh-while';

const selects = [
  {
    key: 'type',
    label: 'Type',
    allLabel: 'All Types',
    options: listedReportTypes.map((type) => ({ value: type, label: listedReportTypeLabels[type] })),
  },
  { key: 'framework', label: 'Framework', allLabel: 'All Frameworks', options: frameworkOptions(frameworkCodes) },
];

/** How often the screen reads its rows again while a report is being generated. */
const PROGRESS_REFRESH_MS = 1500;

/** What the page hands down for members who may generate (null for viewers). */
export type ReportRequestActions = { generate: FormAction<Report>; quick: FormAction<Report>; auditorPackage: FormAction<Report> };

/**
 * The reports screen's interactive part: generate, figures, quick reports, status and one page of the recent
 * reports, searched and filtered on the server from the URL. While a report is Generating the rows are read again
 * every moment or so, so its progress moves and it turns Generated (or Failed) on its own.
 */
export function ReportsScreen({
  reports,
  page,
  stats,
  quickReports,
  compliance,
  rights,
  canAddFrameworks,
  requests,
  changes,
}: {
  reports: readonly Report[];
  page: Omit<ListPage<unknown>, 'rows'>;
  stats: ReportStats;
  quickReports: readonly QuickReport[];
  compliance: readonly ComplianceStatusRow[];
  rights: ReportRights;
  canAddFrameworks: boolean;
  requests: ReportRequestActions | null;
  changes: ReportChangeActions;
}) {
  const [creating, setCreating] = useState<'report' | 'package' | null>(null);
  const [dialog, setDialog] = useState<OpenReportDialog>(null);
  useRefreshWhile(stats.generating > 0, PROGRESS_REFRESH_MS);
  const close = () => setCreating(null);

  const buttons = requests ? (
    <div className="flex flex-wrap gap-2">
      <Button variant="secondary" onClick={() => setCreating('package')}>
        Prepare Auditor Package
      </Button>
      <Button onClick={() => setCreating('report')}>+ Generate Report</Button>
    </div>
  ) : null;

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
          <QuickReports reports={quickReports} generate={requests?.quick ?? null} />
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
              body: requests
                ? 'Generate your first report to share your compliance status with your board, auditors or customers. Reports you generate are listed here.'
                : 'Reports your organization generates are listed here. An administrator or member can generate the first one.',
            }
          : undefined
      }
      primaryAction={buttons}
      modal={
        <>
          {requests ? (
            <Modal
              open={creating !== null}
              onClose={close}
              title={creating === 'package' ? 'Prepare Auditor Package' : 'Generate Report'}
              size="lg"
            >
              {creating === 'report' ? <GenerateReportForm action={requests.generate} onCancel={close} onCreated={close} /> : null}
              {creating === 'package' ? <AuditorPackageForm action={requests.auditorPackage} onCancel={close} onDone={close} /> : null}
            </Modal>
          ) : null}
          <ReportDialogs
            open={dialog}
            latest={reports.find((report) => report.id === dialog?.report.id)}
            onClose={() => setDialog(null)}
            actions={changes}
          />
        </>
      }
    >
      <ReportTable items={reports} rights={rights} onOpen={(kind, report) => setDialog({ kind, report })} />
    </RecordList>
  );
}
