import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditRequestComments, auditRequestEvidenceReviews, auditRequests, audits, evidence, evidenceFiles } from '@/lib/db/schema';
import { isOwnersTurn } from '@/lib/domain/audit-requests/rules';
import type { RequestStatus } from '@/lib/schemas/audit-requests/records';
import type { Member } from '../member';
import { itemKey, standingReviews } from './evidence-review-rows';
import { assertRequestAct } from './records';

export type OwnedRequest = {
  id: string;
  auditId: string;
  auditName: string;
  reference: string;
  status: RequestStatus;
  dueOn: string | null;
  /** The newest entry of its thread is a comment of the audit's auditor, which no one of the team has answered yet. */
  auditorCommented: boolean;
};

/**
 * The requests the member owns that wait on them: open, returned with a comment, or of any status when the auditor
 * wrote the newest comment of its thread (answered by a comment of the team, which ends the task).
 */
export async function ownedOpenRequests(member: Member): Promise<OwnedRequest[]> {
  assertRequestAct(member, 'prepare');
  const db = await getDb();
  const owned = await db
    .select({
      id: auditRequests.id,
      auditId: auditRequests.auditId,
      auditName: audits.name,
      reference: auditRequests.reference,
      status: auditRequests.status,
      dueOn: auditRequests.dueOn,
    })
    .from(auditRequests)
    .innerJoin(audits, and(eq(audits.id, auditRequests.auditId), eq(audits.organizationId, auditRequests.organizationId)))
    .where(and(eq(auditRequests.organizationId, member.organizationId), eq(auditRequests.ownerMemberId, member.id)));
  if (owned.length === 0) return [];
  const entries = await db
    .select({
      requestId: auditRequestComments.requestId,
      kind: auditRequestComments.kind,
      authorMemberId: auditRequestComments.authorMemberId,
    })
    .from(auditRequestComments)
    .where(
      and(
        eq(auditRequestComments.organizationId, member.organizationId),
        inArray(
          auditRequestComments.requestId,
          owned.map((request) => request.id),
        ),
      ),
    )
    .orderBy(desc(auditRequestComments.createdAt), desc(auditRequestComments.id));
  const newest = new Map<string, (typeof entries)[number]>();
  for (const entry of entries) if (!newest.has(entry.requestId)) newest.set(entry.requestId, entry);
  return owned
    .map((request) => {
      const last = newest.get(request.id);
      // A guest writes with no member row: a comment without one is the auditor's.
      return { ...request, auditorCommented: last?.kind === 'comment' && last.authorMemberId === null };
    })
    .filter((request) => isOwnersTurn(request.status) || request.auditorCommented);
}

export type FlaggedItem = {
  requestId: string;
  auditId: string;
  auditName: string;
  reference: string;
  evidenceId: string;
  evidenceName: string;
  comment: string;
  dueOn: string | null;
};

/**
 * The evidence items the auditor flagged that wait on the member: the uploader of the flagged file, or the
 * request's owner when nobody of the team uploaded it. Each lasts until the item is replaced (a newer file, or taken
 * off the request) or its flag is cleared.
 */
export async function ownedFlaggedEvidence(member: Member): Promise<FlaggedItem[]> {
  assertRequestAct(member, 'prepare');
  const db = await getDb();
  const flagged = await db
    .select({
      requestId: auditRequests.id,
      auditId: audits.id,
      auditName: audits.name,
      reference: auditRequests.reference,
      dueOn: auditRequests.dueOn,
      ownerMemberId: auditRequests.ownerMemberId,
      evidenceIds: auditRequests.evidenceIds,
      evidenceId: auditRequestEvidenceReviews.evidenceId,
      evidenceName: evidence.name,
      comment: auditRequestEvidenceReviews.comment,
      uploaderId: evidenceFiles.uploadedByMemberId,
    })
    .from(auditRequestEvidenceReviews)
    .innerJoin(
      auditRequests,
      and(
        eq(auditRequests.id, auditRequestEvidenceReviews.requestId),
        eq(auditRequests.organizationId, auditRequestEvidenceReviews.organizationId),
      ),
    )
    .innerJoin(audits, and(eq(audits.id, auditRequests.auditId), eq(audits.organizationId, auditRequests.organizationId)))
    .innerJoin(evidence, and(eq(evidence.id, auditRequestEvidenceReviews.evidenceId), eq(evidence.organizationId, member.organizationId)))
    .leftJoin(
      evidenceFiles,
      and(
        eq(evidenceFiles.evidenceId, auditRequestEvidenceReviews.evidenceId),
        eq(evidenceFiles.organizationId, member.organizationId),
        eq(evidenceFiles.revision, auditRequestEvidenceReviews.evidenceRevision),
      ),
    )
    .where(and(eq(auditRequestEvidenceReviews.organizationId, member.organizationId), eq(auditRequestEvidenceReviews.state, 'flagged')));
  const mine = flagged.filter((item) => (item.uploaderId ?? item.ownerMemberId) === member.id);
  if (mine.length === 0) return [];
  const standing = await standingReviews(
    db,
    member,
    mine.map((item) => ({ id: item.requestId, evidenceIds: item.evidenceIds })),
  );
  return mine
    .filter((item) => standing.get(itemKey(item.requestId, item.evidenceId))?.state === 'flagged')
    .map(({ requestId, auditId, auditName, reference, evidenceId, evidenceName, comment, dueOn }) => ({
      requestId,
      auditId,
      auditName,
      reference,
      evidenceId,
      evidenceName,
      comment,
      dueOn,
    }));
}
