import { requestStatusLabels, type AuditRequest } from '@/lib/schemas/audit-requests/records';
import type { RequestColumns } from './import-rows';

/** The imported list's layout: its header cells and the columns it was read by. */
export type ListLayout = { headers: readonly string[]; columns: RequestColumns };

/** A list with no imported file: reference, request and due date, in that order. */
export const OWN_LAYOUT: ListLayout = {
  headers: ['Reference', 'Request', 'Due date'],
  columns: { headerRow: 1, referenceColumn: 1, textColumn: 2, dueColumn: 3 },
};

export const STATUS_HEADER = 'Status';
export const EVIDENCE_HEADER = 'Evidence';

export type ExportRequest = Pick<AuditRequest, 'reference' | 'text' | 'dueOn' | 'status' | 'evidence'> & { cells: string[] | null };

/**
 * The request list as the auditor's own file: their header cells and each imported row's cells as they were,
 * then a Status column and an Evidence column (the evidence names, joined by "; "). A request added by hand or
 * from a sample has its reference, text and due date put in the list's own columns.
 */
export function exportRows(layout: ListLayout, requests: readonly ExportRequest[]): string[][] {
  const width = Math.max(
    layout.headers.length,
    layout.columns.textColumn,
    layout.columns.referenceColumn ?? 0,
    layout.columns.dueColumn ?? 0,
    ...requests.map((request) => request.cells?.length ?? 0),
  );
  const padded = (cells: readonly string[]) => Array.from({ length: width }, (_, index) => cells[index] ?? '');
  const rows = requests.map((request) => {
    const cells = padded(request.cells ?? []);
    if (!request.cells) {
      cells[layout.columns.textColumn - 1] = request.text;
      if (layout.columns.referenceColumn) cells[layout.columns.referenceColumn - 1] = request.reference;
      if (layout.columns.dueColumn) cells[layout.columns.dueColumn - 1] = request.dueOn ?? '';
    }
    return [...cells, requestStatusLabels[request.status], request.evidence.map((item) => item.name).join('; ')];
  });
  return [[...padded(layout.headers), STATUS_HEADER, EVIDENCE_HEADER], ...rows];
}
