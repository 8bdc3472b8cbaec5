import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditRequestLists } from '@/lib/db/schema';
import { exportRows, OWN_LAYOUT, type ListLayout } from '@/lib/domain/audit-requests/export-rows';
import { csvText } from '@/lib/reports/package/manifest';
import type { RequestListFormat } from '@/lib/schemas/audit-requests/records';
import type { Member } from '../member';
import { assertRequestAct, auditIn, requestRowsOf, shownRequests, type RequestScope } from './records';

export type RequestListExport = { fileName: string; contentType: string; bytes: Uint8Array };

const CONTENT_TYPES: Record<RequestListFormat, string> = {
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv; charset=utf-8',
};

async function xlsxBytes(rows: readonly string[][]): Promise<Uint8Array> {
  // exceljs (about 660 modules) is loaded when a workbook is made, not by every module that imports this one.
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet('Requests');
  for (const row of rows) sheet.addRow(row);
  sheet.getRow(1).font = { bold: true };
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The export's file name: the imported file's, marked with the day, in its own format. */
function exportName(imported: string | null, auditName: string, format: RequestListFormat, today: string): string {
  const base = (imported ?? `${auditName} requests`)
    .replace(/\.(xlsx|csv)$/i, '')
    .replace(/[^\p{L}\p{N} ._-]+/gu, ' ')
    .trim();
  return `${base || 'requests'} ${today}.${format}`;
}

/**
 * An audit's request list as the auditor's own file (viewers too): the imported columns and rows as they were,
 * plus Status and Evidence, in the format imported (CSV for a list made in the product).
 */
export async function exportRequestList(member: Member, auditId: string, now: Date = new Date()): Promise<RequestListExport> {
  assertRequestAct(member, 'view');
  return requestListFile(member, auditId, now);
}

/** The export of an audit of the reader's organization (the caller checks who may read it). */
export async function requestListFile(member: RequestScope, auditId: string, now: Date): Promise<RequestListExport> {
  const db = await getDb();
  const audit = await auditIn(db, member, auditId);
  const [list] = await db
    .select()
    .from(auditRequestLists)
    .where(and(eq(auditRequestLists.organizationId, member.organizationId), eq(auditRequestLists.auditId, audit.id)));
  const layout: ListLayout = list
    ? {
        headers: list.headers,
        columns: { headerRow: 1, referenceColumn: list.referenceColumn, textColumn: list.textColumn, dueColumn: list.dueColumn },
      }
    : OWN_LAYOUT;
  const rows = await requestRowsOf(db, member, audit.id);
  const shown = await shownRequests(db, member, rows);
  const lines = exportRows(
    layout,
    shown.map((request, index) => ({ ...request, cells: rows[index]!.cells })),
  );
  const format: RequestListFormat = list?.format ?? 'csv';
  const bytes = format === 'xlsx' ? await xlsxBytes(lines) : new Uint8Array(Buffer.from(csvText(lines)));
  return {
    fileName: exportName(list?.fileName ?? null, audit.name, format, now.toISOString().slice(0, 10)),
    contentType: CONTENT_TYPES[format],
    bytes,
  };
}
