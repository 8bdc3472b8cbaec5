'use client';

import { Button, buttonClasses } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { ConfirmRecordForm } from '@/components/manage/records/confirm-record-form';
import { reportDownloadHref } from '@/lib/domain/reports/actions';
import type { Report } from '@/lib/schemas/reports/records';
import type { FormAction } from '@/lib/schemas/form-state';
import type { ReportDialogKind } from './report-row-actions';
import { ReportStatus } from './report-status';

/** The server actions of the row changes, handed down by the page. */
export type ReportChangeActions = { cancel: FormAction<Report>; retry: FormAction<Report>; delete: FormAction<Report> };

/** Which dialog is open, and on which report (null: none). */
export type OpenReportDialog = { kind: ReportDialogKind; report: Report } | null;

const titles: Record<ReportDialogKind, string> = {
  progress: 'Report Progress',
  cancel: 'Cancel Report',
  retry: 'Retry Report',
  delete: 'Delete Report',
};

/** View Progress: the live status of the report (the screen reloads its rows while any is Generating). */
function ReportProgress({ report, onClose }: { report: Report; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <ReportStatus report={report} />
      <p className="text-sm text-slate-700" aria-live="polite">
        {report.status === 'generating'
          ? `${report.progress}% done. You can close this window: the report keeps generating, and it is listed with its size once it is ready.`
          : report.status === 'generated'
            ? `The report is ready (${report.size}).`
            : report.status === 'failed'
              ? 'The report could not be generated. Use Retry to start it again.'
              : 'The report was cancelled. Use Retry to start it again.'}
      </p>
      <div className="flex justify-end gap-2">
        {report.status === 'generated' ? (
          <a href={reportDownloadHref(report.id)} download className={buttonClasses('primary')}>
            Download
          </a>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </div>
  );
}

/**
 * The dialogs of a report row. `latest` is the report as the screen now lists it, so View Progress follows its
 * job; the confirmations post the version they were opened at, so a report that changed meanwhile is refused.
 */
export function ReportDialogs({
  open,
  latest,
  onClose,
  actions,
}: {
  open: OpenReportDialog;
  latest: Report | undefined;
  onClose: () => void;
  actions: ReportChangeActions;
}) {
  const report = open?.report;
  return (
    <Modal open={open !== null} onClose={onClose} title={open ? titles[open.kind] : ''} description={report?.name}>
      {open?.kind === 'progress' ? <ReportProgress report={latest ?? open.report} onClose={onClose} /> : null}
      {open?.kind === 'cancel' ? (
        <ConfirmRecordForm
          key={open.report.id}
          item={open.report}
          question="Stop generating this report? No file is kept; you can retry it later."
          confirmLabel="Cancel Report"
          pendingLabel="Cancelling…"
          backLabel="Keep Generating"
          variant="danger"
          action={actions.cancel}
          onDone={onClose}
          onCancel={onClose}
        />
      ) : null}
      {open?.kind === 'retry' ? (
        <ConfirmRecordForm
          key={open.report.id}
          item={open.report}
          question="Generate this report again from the start?"
          confirmLabel="Retry"
          pendingLabel="Starting…"
          action={actions.retry}
          onDone={onClose}
          onCancel={onClose}
        />
      ) : null}
      {open?.kind === 'delete' ? (
        <ConfirmRecordForm
          key={open.report.id}
          item={open.report}
          question="Delete this report and its file? This cannot be undone."
          confirmLabel="Delete Report"
          pendingLabel="Deleting…"
          variant="danger"
          action={actions.delete}
          onDone={onClose}
          onCancel={onClose}
        />
      ) : null}
    </Modal>
  );
}
