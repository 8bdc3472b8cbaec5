import 'server-only';
import { and, eq } from 'drizzle-orm';
import { auditRequestLists, auditRequests } from '@/lib/db/schema';
import {
  guessRequestColumns,
  MAX_REQUESTS,
  requestColumnsProblem,
  requestRows,
  rowProblemsMessage,
  type RequestColumns,
} from '@/lib/domain/audit-requests/import-rows';
import { requestActPermission } from '@/lib/domain/audit-requests/request-permissions';
import { cleanFileName } from '@/lib/domain/evidence/files';
import { columnNumber, type WorkbookSheet } from '@/lib/domain/questionnaires/workbook';
import { readQuestionnaire, WorkbookReadError } from '@/lib/questionnaires/workbook';
import type { RequestAdd, RequestImport } from '@/lib/schemas/audit-requests/records';
import { getDb } from '@/lib/db/client';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import { WorkspaceError, type Member, type Tx } from '../member';
import { memberWriter, nextPosition, openAuditIn, type RequestWriter } from './records';

/** The auditor's file as posted: its name and bytes. */
export type RequestListFile = { name: string; bytes: Uint8Array };

export const ONE_LIST_FILE_MESSAGE = 'Choose the request list file (Excel workbook or CSV).';
const NO_REQUESTS_MESSAGE = 'No requests were found in this file. Choose the column that holds the requests.';
const LIST_EXISTS_MESSAGE = 'This audit has an imported request list already. Add further requests one by one.';

/** The columns asked for on the form, each left empty keeping the guess. */
function chosenColumns(input: RequestImport, guess: RequestColumns | null): RequestColumns | null {
  const picked = (letters: string) => (letters ? columnNumber(letters) : undefined);
  const textColumn = picked(input.textColumn) ?? guess?.textColumn;
  if (textColumn === undefined) return null;
  return {
    headerRow: input.headerRow ? Number(input.headerRow) : (guess?.headerRow ?? null),
    textColumn,
    referenceColumn: picked(input.referenceColumn) ?? guess?.referenceColumn ?? null,
    dueColumn: picked(input.dueColumn) ?? guess?.dueColumn ?? null,
  };
}

/** The sheet with the most requests by its columns (a cover sheet loses to the list), or the first sheet. */
function listSheet(sheets: readonly WorkbookSheet[], input: RequestImport) {
  const read = sheets
    .filter((sheet) => !sheet.hidden)
    .map((sheet) => {
      const columns = chosenColumns(input, guessRequestColumns(sheet));
      const problem = columns ? requestColumnsProblem(sheet, columns) : NO_REQUESTS_MESSAGE;
      const rows = columns && !problem ? requestRows(sheet, columns) : { requests: [], problems: [] };
      return { sheet, columns, problem, rows };
    });
  return read.reduce<(typeof read)[number] | undefined>(
    (best, each) => (!best || each.rows.requests.length > best.rows.requests.length ? each : best),
    undefined,
  );
}

/** A request list read from its file, ready to be stored in an audit. */
export type ReadRequestList = {
  requests: ReturnType<typeof requestRows>['requests'];
  columns: RequestColumns;
  headers: string[];
  fileName: string;
  format: 'xlsx' | 'csv';
};

/**
 * Reads the auditor's request list file as the questionnaire import reads one (XLSX or CSV, at most 10 MB and 5,000
 * rows), with the columns guessed or taken from the form; any bad row refuses the whole list with the rows named.
 */
export async function readRequestList(input: RequestImport, file: RequestListFile | undefined): Promise<ReadRequestList> {
  if (!file) throw new WorkspaceError('invalid', ONE_LIST_FILE_MESSAGE);
  const workbook = await readQuestionnaire(file.bytes).catch((error: unknown) => {
    if (error instanceof WorkbookReadError) throw new WorkspaceError('invalid', error.message);
    throw error;
  });
  const chosen = listSheet(workbook.sheets, input);
  if (!chosen || !chosen.columns) throw new WorkspaceError('invalid', NO_REQUESTS_MESSAGE);
  if (chosen.problem) throw new WorkspaceError('invalid', chosen.problem);
  const { requests, problems } = chosen.rows;
  if (problems.length > 0) throw new WorkspaceError('invalid', rowProblemsMessage(problems));
  if (requests.length === 0) throw new WorkspaceError('invalid', NO_REQUESTS_MESSAGE);
  if (requests.length > MAX_REQUESTS) {
    throw new WorkspaceError('invalid', `A request list may have at most ${MAX_REQUESTS.toLocaleString('en-US')} requests.`);
  }
  const { sheet, columns } = chosen;
  const header = sheet.rows.find((row) => row.row === columns.headerRow);
  const headers = Array.from({ length: sheet.columnCount }, (_, index) => header?.cells[index]?.text.trim() ?? '');
  return { requests, columns, headers, fileName: cleanFileName(file.name), format: workbook.format };
}

/** Stores a read list in an open audit, by the writer, with its activity row (one list per audit). */
export async function storeRequestList(tx: Tx, writer: RequestWriter, auditId: string, list: ReadRequestList) {
  const audit = await openAuditIn(tx, writer, auditId);
  const [existing] = await tx
    .select({ id: auditRequestLists.id })
    .from(auditRequestLists)
    .where(and(eq(auditRequestLists.organizationId, writer.organizationId), eq(auditRequestLists.auditId, audit.id)));
  if (existing) throw new WorkspaceError('invalid', LIST_EXISTS_MESSAGE);
  await tx.insert(auditRequestLists).values({
    organizationId: writer.organizationId,
    auditId: audit.id,
    fileName: list.fileName,
    format: list.format,
    headers: list.headers,
    ...list.columns,
  });
  const first = await nextPosition(tx, writer, audit.id);
  await tx.insert(auditRequests).values(
    list.requests.map((request, index) => ({
      organizationId: writer.organizationId,
      auditId: audit.id,
      position: first + index,
      reference: request.reference,
      text: request.text,
      dueOn: request.dueOn,
      cells: request.cells,
    })),
  );
  await recordActivity(tx, writer, {
    action: 'audit.requests-imported',
    recordType: 'audit',
    recordId: audit.id,
    summary: `Imported ${list.requests.length} requests into the audit ${audit.name} from ${list.fileName}`,
  });
  return { auditId: audit.id, count: list.requests.length };
}

/**
 * Imports the auditor's request list into an open audit (members and admins): read by `readRequestList`, so nothing
 * is half imported. The list's header cells and each row's cells are kept for the export.
 */
export const importRequestList = guardedWrite(
  requestActPermission('ask'),
  async (member: Member, input: RequestImport, file: RequestListFile | undefined) => {
    // The file is read before the transaction opens, so a large workbook holds no lock while it is parsed.
    const list = await readRequestList(input, file);
    const db = await getDb();
    return db.transaction((tx) => storeRequestList(tx, memberWriter(member), input.auditId, list));
  },
);

/** Adds one request at the end of an open audit's list, by the writer, with its activity row. */
export async function storeAuditRequest(tx: Tx, writer: RequestWriter, input: RequestAdd) {
  const audit = await openAuditIn(tx, writer, input.auditId);
  const [created] = await tx
    .insert(auditRequests)
    .values({
      organizationId: writer.organizationId,
      auditId: audit.id,
      position: await nextPosition(tx, writer, audit.id),
      reference: input.reference,
      text: input.text,
      dueOn: input.dueOn || null,
    })
    .returning({ id: auditRequests.id });
  await recordActivity(tx, writer, {
    action: 'audit.request-added',
    recordType: 'audit',
    recordId: audit.id,
    summary: `Added the request ${input.reference} to the audit ${audit.name}`,
  });
  return { id: created!.id, auditId: audit.id };
}

/** Adds one request at the end of an open audit's list (members and admins). */
export const addAuditRequest = guardedWrite(requestActPermission('ask'), async (member: Member, input: RequestAdd) =>
  (await getDb()).transaction((tx) => storeAuditRequest(tx, memberWriter(member), input)),
);
