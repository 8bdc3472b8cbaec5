import 'server-only';
import { getDb, type Db } from '@/lib/db/client';
import { NOT_AN_ITEM_OF_THE_REQUEST } from '@/lib/domain/audit-requests/evidence-review';
import { requestActPermission } from '@/lib/domain/audit-requests/request-permissions';
import type { ItemCommentInput } from '@/lib/schemas/audit-requests/evidence-reviews';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import { WorkspaceError, type Member, type Tx } from '../member';
import { addItemEntry } from './item-thread-rows';
import {
  assertRequestAct,
  evidenceNames,
  memberWriter,
  openAuditIn,
  requestOf,
  type RequestRow,
  type RequestScope,
  type RequestWriter,
} from './records';

/** What an item comment wrote, for the form's message and the guest's log. */
export type ItemCommentResult = { id: string; auditId: string; reference: string; evidenceName: string; summary: string };

/** The name of an evidence item attached to the request; an item of another request, archived or unknown, is not found. */
export async function attachedItemName(tx: Db | Tx, scope: RequestScope, request: RequestRow, evidenceId: string): Promise<string> {
  const name = request.evidenceIds.includes(evidenceId) ? (await evidenceNames(tx, scope, [evidenceId])).get(evidenceId) : undefined;
  if (name === undefined) throw new WorkspaceError('not-found', NOT_AN_ITEM_OF_THE_REQUEST);
  return name;
}

/**
 * Writes a comment in the thread of one evidence item of a request of an open audit, by the writer, with its
 * activity row of the audit. An empty comment is refused. As in a request's thread, an accepted request's items may
 * still be discussed while the audit is open. The caller checks who may comment.
 */
export async function storeItemComment(
  tx: Tx,
  writer: RequestWriter,
  request: RequestRow,
  input: ItemCommentInput,
): Promise<ItemCommentResult> {
  await openAuditIn(tx, writer, request.auditId);
  const name = await attachedItemName(tx, writer, request, input.evidenceId);
  const body = input.body.trim();
  if (!body) throw new WorkspaceError('invalid', 'Enter the comment.');
  await addItemEntry(tx, writer, request, input.evidenceId, 'comment', body);
  const summary = `Commented on the evidence ${name} of the request ${request.reference}`;
  await recordActivity(tx, writer, { action: 'audit.request-item-commented', recordType: 'audit', recordId: request.auditId, summary });
  return { id: request.id, auditId: request.auditId, reference: request.reference, evidenceName: name, summary };
}

/** Writes a comment in the thread of one evidence item of a request (members and admins; viewers read). */
export const commentOnRequestItem = guardedWrite(requestActPermission('comment'), async (member: Member, input: ItemCommentInput) => {
  assertRequestAct(member, 'comment');
  return (await getDb()).transaction(async (tx) =>
    storeItemComment(tx, memberWriter(member), await requestOf(tx, member, input.id), input),
  );
});
