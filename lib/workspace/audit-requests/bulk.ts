import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditRequests } from '@/lib/db/schema';
import { bulkAcceptSkip, bulkSubmitSkip, type BulkOutcome } from '@/lib/domain/audit-requests/evidence-review';
import { requestActPermission } from '@/lib/domain/audit-requests/request-permissions';
import type { BulkAccept, BulkSubmit } from '@/lib/schemas/audit-requests/evidence-reviews';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import { checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';
import { decisionActivity } from './changes';
import { flaggedCounts } from './evidence-review-rows';
import { assertGuestAct, guestWrite, type RequestGuest } from './guest-acts';
import {
  addThreadEntry,
  assertRequestAct,
  evidenceNames,
  memberWriter,
  openAuditIn,
  requestColumns,
  type RequestRow,
  type RequestWriter,
} from './records';

type Move = { status: 'submitted' | 'accepted'; evidenceIds?: string[] };

/**
 * The chosen requests of one open audit, in the list's order. Every id must be a request of that audit of the
 * writer's organization: another audit's or organization's, or a malformed one, refuses the whole action (404).
 */
async function chosenRequests(tx: Tx, writer: RequestWriter, auditId: string, ids: readonly string[]): Promise<RequestRow[]> {
  await openAuditIn(tx, writer, auditId);
  const wanted = [...new Set(ids.map((id) => checkedId(id, 'The request')))];
  const rows = (await tx
    .select(requestColumns)
    .from(auditRequests)
    .where(
      and(eq(auditRequests.organizationId, writer.organizationId), eq(auditRequests.auditId, auditId), inArray(auditRequests.id, wanted)),
    )
    .orderBy(auditRequests.position)) as RequestRow[];
  if (rows.length !== wanted.length) throw notFound('The request');
  return rows;
}

/** Moves each request `skip` lets go, with its thread entry and activity row; the others are named with their reason. */
async function moveEach(
  tx: Tx,
  writer: RequestWriter,
  rows: readonly RequestRow[],
  skip: (row: RequestRow) => string | null,
  move: (row: RequestRow) => Move,
) {
  const outcome: BulkOutcome = { moved: [], skipped: [] };
  for (const row of rows) {
    const reason = skip(row);
    if (reason) {
      outcome.skipped.push({ reference: row.reference, reason });
      continue;
    }
    const { status, evidenceIds } = move(row);
    await tx
      .update(auditRequests)
      .set({ status, ...(evidenceIds ? { evidenceIds } : {}), version: sql`${auditRequests.version} + 1`, updatedAt: new Date() })
      .where(and(eq(auditRequests.id, row.id), eq(auditRequests.organizationId, writer.organizationId)));
    await addThreadEntry(tx, writer, row.id, status, '');
    await recordActivity(tx, writer, decisionActivity({ ...row, status }));
    outcome.moved.push(row.reference);
  }
  return outcome;
}

/** Accepts the chosen submitted requests without a flagged item; the others stay, each with its reason. */
async function acceptChosen(tx: Tx, writer: RequestWriter, input: BulkAccept): Promise<BulkOutcome> {
  const rows = await chosenRequests(tx, writer, input.auditId, input.requestIds);
  const flagged = await flaggedCounts(tx, writer, rows);
  return moveEach(
    tx,
    writer,
    rows,
    (row) => bulkAcceptSkip(row.status, flagged.get(row.id) ?? 0),
    () => ({ status: 'accepted' }),
  );
}

/** The guest accepts several requests of their open audit at once (at most MAX_BULK_REQUESTS). */
export async function guestAcceptRequests(guest: RequestGuest, input: BulkAccept): Promise<BulkOutcome> {
  assertGuestAct(guest, 'decide', input.auditId);
  return guestWrite(
    guest,
    (tx, writer) => acceptChosen(tx, writer, input),
    (outcome) => `Accepted ${outcome.moved.length} requests at once${outcome.skipped.length ? `, ${outcome.skipped.length} skipped` : ''}`,
  );
}

/** Accepts several submitted requests of an audit at once, on the auditor's behalf (members and admins). */
export const acceptAuditRequests = guardedWrite(requestActPermission('decide'), async (member: Member, input: BulkAccept) => {
  assertRequestAct(member, 'decide');
  return (await getDb()).transaction((tx) => acceptChosen(tx, memberWriter(member), input));
});

/**
 * Answers the chosen open or returned requests of an audit with one evidence item of the library (added to what
 * each has) and submits them (members and admins); submitted and accepted ones stay, each with its reason.
 */
export const submitAuditRequests = guardedWrite(requestActPermission('prepare'), async (member: Member, input: BulkSubmit) => {
  assertRequestAct(member, 'prepare');
  return (await getDb()).transaction(async (tx) => {
    const writer = memberWriter(member);
    const rows = await chosenRequests(tx, writer, input.auditId, input.requestIds);
    if (!(await evidenceNames(tx, member, [checkedId(input.evidenceId, 'The evidence')])).has(input.evidenceId)) {
      throw new WorkspaceError('invalid', 'Choose evidence from your organization’s library.');
    }
    return moveEach(
      tx,
      writer,
      rows,
      (row) => bulkSubmitSkip(row.status),
      (row) => ({ status: 'submitted', evidenceIds: [...new Set([...row.evidenceIds, input.evidenceId])] }),
    );
  });
});
