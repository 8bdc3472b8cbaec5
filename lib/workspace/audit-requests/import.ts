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
import { recordedWrite } from '../versioned-write';
import { auditIn, nextPosition } from './records';

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

/**
 * Imports the auditor's request list into an audit (members and admins): the file is read as the questionnaire
 * import reads one (XLSX or CSV, at most 10 MB and 5,000 rows), the columns are guessed or taken from the form,
 * and any bad row refuses the whole import with the rows named, so nothing is half imported. The list's header
 * cells and each row's cells are kept for the export.
 */
export const importRequestList = guardedWrite(
  requestActPermission('prepare'),
  async (member: Member, input: RequestImport, file: RequestListFile | undefined) => {
    if (!file) throw new WorkspaceError('invalid', ONE_LIST_FILE_MESSAGE);
    // The file is read before the transaction opens, so a large workbook holds no lock while it is parsed.
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
    const fileName = cleanFileName(file.name);
    const db = await getDb();
    return db.transaction(async (tx) => {
      const audit = await auditIn(tx, member, input.auditId);
      const [existing] = await tx
        .select({ id: auditRequestLists.id })
        .from(auditRequestLists)
        .where(and(eq(auditRequestLists.organizationId, member.organizationId), eq(auditRequestLists.auditId, audit.id)));
      if (existing) throw new WorkspaceError('invalid', LIST_EXISTS_MESSAGE);
      await tx.insert(auditRequestLists).values({
        organizationId: member.organizationId,
        auditId: audit.id,
        fileName,
        format: workbook.format,
        headers,
        ...columns,
      });
      const first = await nextPosition(tx, member, audit.id);
      await tx.insert(auditRequests).values(
        requests.map((request, index) => ({
          organizationId: member.organizationId,
          auditId: audit.id,
          position: first + index,
          reference: request.reference,
          text: request.text,
          dueOn: request.dueOn,
          cells: request.cells,
        })),
      );
      await recordActivity(tx, member, {
        action: 'audit.requests-imported',
        recordType: 'audit',
        recordId: audit.id,
        summary: `Imported ${requests.length} requests into the audit ${audit.name} from ${fileName}`,
      });
      return { auditId: audit.id, count: requests.length };
    });
  },
);

/** Adds one request at the end of an audit's list (members and admins). */
export const addAuditRequest = recordedWrite(requestActPermission('prepare'), async (tx: Tx, member: Member, input: RequestAdd) => {
  const audit = await auditIn(tx, member, input.auditId);
  const [created] = await tx
    .insert(auditRequests)
    .values({
      organizationId: member.organizationId,
      auditId: audit.id,
      position: await nextPosition(tx, member, audit.id),
      reference: input.reference,
      text: input.text,
      dueOn: input.dueOn || null,
    })
    .returning({ id: auditRequests.id });
  return {
    record: { id: created!.id, auditId: audit.id },
    activity: {
      action: 'audit.request-added',
      recordType: 'audit',
      recordId: audit.id,
      summary: `Added the request ${input.reference} to the audit ${audit.name}`,
    },
  };
});
