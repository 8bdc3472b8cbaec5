import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditRequestEvidenceReviews } from '@/lib/db/schema';
import { ACCEPTED_REQUEST_REVIEWED, NOT_AN_ITEM_OF_THE_REQUEST } from '@/lib/domain/audit-requests/evidence-review';
import { FLAG_NEEDS_COMMENT, type EvidenceReviewInput } from '@/lib/schemas/audit-requests/evidence-reviews';
import { requestActPermission } from '@/lib/domain/audit-requests/request-permissions';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import { WorkspaceError, type Member, type Tx } from '../member';
import { newestRevisions } from './evidence-review-rows';
import { addItemEntry } from './item-thread-rows';
import { assertRequestAct, evidenceNames, memberWriter, openAuditIn, requestOf, type RequestRow, type RequestWriter } from './records';

/** What a review of an item changed, for the form's message and the guest's log. */
export type EvidenceReviewResult = {
  id: string;
  auditId: string;
  reference: string;
  evidenceName: string;
  state: 'accepted' | 'flagged' | null;
  summary: string;
};

const summaries = {
  accept: (name: string, reference: string) => `Accepted the evidence ${name} of the request ${reference}`,
  flag: (name: string, reference: string, comment: string) => `Flagged the evidence ${name} of the request ${reference}: ${comment}`,
  clear: (name: string, reference: string) => `Cleared the review of the evidence ${name} of the request ${reference}`,
};

/**
 * Accepts, flags (with its comment) or clears the review of one evidence item attached to a request of an open
 * audit, by the writer, with its activity row of the audit. The review holds for the item's newest file revision;
 * an item of another request (or not attached any more) is not found. The caller checks who may decide.
 */
export async function storeEvidenceReview(
  tx: Tx,
  writer: RequestWriter,
  request: RequestRow,
  input: EvidenceReviewInput,
): Promise<EvidenceReviewResult> {
  await openAuditIn(tx, writer, request.auditId);
  if (!request.evidenceIds.includes(input.evidenceId)) throw new WorkspaceError('not-found', NOT_AN_ITEM_OF_THE_REQUEST);
  const name = (await evidenceNames(tx, writer, [input.evidenceId])).get(input.evidenceId);
  if (name === undefined) throw new WorkspaceError('not-found', NOT_AN_ITEM_OF_THE_REQUEST);
  if (request.status === 'accepted') throw new WorkspaceError('invalid', ACCEPTED_REQUEST_REVIEWED);
  const item = and(
    eq(auditRequestEvidenceReviews.organizationId, writer.organizationId),
    eq(auditRequestEvidenceReviews.requestId, request.id),
    eq(auditRequestEvidenceReviews.evidenceId, input.evidenceId),
  );
  const comment = input.comment.trim();
  if (input.decision === 'flag' && !comment) throw new WorkspaceError('invalid', FLAG_NEEDS_COMMENT);
  let state: EvidenceReviewResult['state'] = null;
  let summary = summaries.clear(name, request.reference);
  if (input.decision === 'clear') {
    await tx.delete(auditRequestEvidenceReviews).where(item);
  } else {
    state = input.decision === 'accept' ? 'accepted' : 'flagged';
    summary = input.decision === 'accept' ? summaries.accept(name, request.reference) : summaries.flag(name, request.reference, comment);
    const review = {
      state,
      comment: state === 'flagged' ? comment : '',
      evidenceRevision: (await newestRevisions(tx, writer, [input.evidenceId])).get(input.evidenceId) ?? 0,
      reviewedByName: writer.displayName,
      reviewedAt: new Date(),
    };
    await tx
      .insert(auditRequestEvidenceReviews)
      .values({
        organizationId: writer.organizationId,
        auditId: request.auditId,
        requestId: request.id,
        evidenceId: input.evidenceId,
        ...review,
      })
      .onConflictDoUpdate({
        target: [auditRequestEvidenceReviews.organizationId, auditRequestEvidenceReviews.requestId, auditRequestEvidenceReviews.evidenceId],
        set: review,
      });
    // The flag's comment opens the item's thread; an acceptance is told there too.
    await addItemEntry(tx, writer, request, input.evidenceId, state, review.comment);
  }
  await recordActivity(tx, writer, { action: 'audit.request-evidence-reviewed', recordType: 'audit', recordId: request.auditId, summary });
  return { id: request.id, auditId: request.auditId, reference: request.reference, evidenceName: name, state, summary };
}

/** Accepts, flags or clears the review of one evidence item of a request, on the auditor's behalf (members and admins). */
export const reviewRequestEvidence = guardedWrite(requestActPermission('decide'), async (member: Member, input: EvidenceReviewInput) => {
  assertRequestAct(member, 'decide');
  return (await getDb()).transaction(async (tx) =>
    storeEvidenceReview(tx, memberWriter(member), await requestOf(tx, member, input.id), input),
  );
});
