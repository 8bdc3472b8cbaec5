import type { ReportStatus } from '@/lib/schemas/reports/records';

export type ReportAction = 'Download' | 'Cancel' | 'View Progress' | 'Retry' | 'Delete';

/** What the signed-in member may do with reports: generate, cancel and retry (members, admins); delete (admins). */
export type ReportRights = { canEdit: boolean; canDelete: boolean };

/**
 * A report row's actions by status: a Generating report offers Cancel and View Progress, a generated one
 * its Download, a failed or cancelled one Retry; admins may Delete any report that is not being generated.
 */
export function reportActionsFor(status: ReportStatus, { canEdit, canDelete }: ReportRights): readonly ReportAction[] {
  const actions: ReportAction[] = [];
  if (status === 'generating') {
    if (canEdit) actions.push('Cancel');
    actions.push('View Progress');
    return actions;
  }
  if (status === 'generated') actions.push('Download');
  else if (canEdit) actions.push('Retry');
  if (canDelete) actions.push('Delete');
  return actions;
}

/** The route that sends a generated report's file. */
export function reportDownloadHref(id: string): string {
  return `/manage/reports/${encodeURIComponent(id)}/download`;
}
