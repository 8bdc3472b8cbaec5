import 'server-only';
import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import {
  auditRequestComments,
  auditRequestEvidenceReviews,
  auditRequestItemComments,
  auditRequests,
  audits,
  evidence,
  evidenceFiles,
} from '@/lib/db/schema';
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

/** What a task about one evidence item of a request shows of the request and its audit, and who it falls to. */
const itemRequestColumns = {
  requestId: auditRequests.id,
  auditId: audits.id,
  auditName: audits.name,
  reference: auditRequests.reference,
  dueOn: auditRequests.dueOn,
  ownerMemberId: auditRequests.ownerMemberId,
  evidenceIds: auditRequests.evidenceIds,
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
      ...itemRequestColumns,
      evidenceName: evidence.name,
      evidenceId: auditRequestEvidenceReviews.evidenceId,
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

export type CommentedItem = Omit<FlaggedItem, 'comment'> & { body: string };

/**
 * The evidence items whose thread ends with a comment of the auditor no one of the team has answered yet, on an
 * open audit, for the uploader of the item's newest file, or the request's owner when nobody of the team uploaded it.
 * A comment of the team in the item's thread ends the task.
 */
export async function ownedItemComments(member: Member): Promise<CommentedItem[]> {
  assertRequestAct(member, 'prepare');
  const db = await getDb();
  const entries = await db
    .select({
      ...itemRequestColumns,
      evidenceName: evidence.name,
      evidenceId: auditRequestItemComments.evidenceId,
      kind: auditRequestItemComments.kind,
      byAuditor: auditRequestItemComments.byAuditor,
      body: auditRequestItemComments.body,
    })
    .from(auditRequestItemComments)
    .innerJoin(
      auditRequests,
      and(
        eq(auditRequests.id, auditRequestItemComments.requestId),
        eq(auditRequests.organizationId, auditRequestItemComments.organizationId),
      ),
    )
    .innerJoin(audits, and(eq(audits.id, auditRequests.auditId), eq(audits.organizationId, auditRequests.organizationId)))
    .innerJoin(evidence, and(eq(evidence.id, auditRequestItemComments.evidenceId), eq(evidence.organizationId, member.organizationId)))
    .where(and(eq(auditRequestItemComments.organizationId, member.organizationId), notInArray(audits.status, ['cancelled', 'completed'])))
    .orderBy(desc(auditRequestItemComments.createdAt), desc(auditRequestItemComments.id));
  const newest = new Map<string, (typeof entries)[number]>();
  for (const entry of entries) {
    const key = itemKey(entry.requestId, entry.evidenceId);
    if (!newest.has(key)) newest.set(key, entry);
  }
  const waiting = [...newest.values()].filter(
    (entry) => entry.kind === 'comment' && entry.byAuditor && entry.evidenceIds.includes(entry.evidenceId),
  );
  if (waiting.length === 0) return [];
  const files = await db
    .select({ evidenceId: evidenceFiles.evidenceId, uploaderId: evidenceFiles.uploadedByMemberId })
    .from(evidenceFiles)
    .where(
      and(
        eq(evidenceFiles.organizationId, member.organizationId),
        inArray(evidenceFiles.evidenceId, [...new Set(waiting.map((entry) => entry.evidenceId))]),
      ),
    )
    .orderBy(desc(evidenceFiles.revision));
  const uploader = new Map<string, string | null>();
  for (const file of files) if (!uploader.has(file.evidenceId)) uploader.set(file.evidenceId, file.uploaderId);
  return waiting
    .filter((entry) => (uploader.get(entry.evidenceId) ?? entry.ownerMemberId) === member.id)
    .map(({ requestId, auditId, auditName, reference, evidenceId, evidenceName, body, dueOn }) => ({
      requestId,
      auditId,
      auditName,
      reference,
      evidenceId,
      evidenceName,
      body,
      dueOn,
    }));
}
