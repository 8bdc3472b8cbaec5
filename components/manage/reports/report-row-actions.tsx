'use client';

import { reportActionsFor, reportDownloadHref, type ReportAction, type ReportRights } from '@/lib/domain/reports/actions';
import type { Report } from '@/lib/schemas/reports/records';

/** The dialogs a row action opens. */
export type ReportDialogKind = 'progress' | 'cancel' | 'retry' | 'delete';

const dialogOf: Record<Exclude<ReportAction, 'Download'>, ReportDialogKind> = {
  'View Progress': 'progress',
  Cancel: 'cancel',
  Retry: 'retry',
  Delete: 'delete',
};

const actionClass =
  'rounded px-1 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-indigo-600';

/**
 * A report's row actions, each doing what it says: Download fetches the file from its route; Cancel, View Progress,
 * Retry and Delete open their dialog through `onOpen`. Each names its report for screen readers.
 */
export function ReportRowActions({
  report,
  rights,
  onOpen,
}: {
  report: Report;
  rights: ReportRights;
  onOpen: (kind: ReportDialogKind, report: Report) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {reportActionsFor(report.status, rights).map((action) =>
        action === 'Download' ? (
          // A plain link: the file comes from a route handler as an attachment, not a page to navigate to.
          <a key={action} href={reportDownloadHref(report.id)} download aria-label={`${action} ${report.name}`} className={actionClass}>
            {action}
          </a>
        ) : (
          <button
            key={action}
            type="button"
            aria-label={`${action} ${report.name}`}
            onClick={() => onOpen(dialogOf[action], report)}
            className={actionClass}
          >
            {action}
          </button>
        ),
      )}
    </div>
  );
}
