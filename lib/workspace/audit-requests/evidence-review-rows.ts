import 'server-only';
import { and, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '@/lib/db/client';
import { auditRequestEvidenceReviews, evidenceFiles } from '@/lib/db/schema';
import { reviewHolds } from '@/lib/domain/audit-requests/evidence-review';
import type { EvidenceItemReview } from '@/lib/schemas/audit-requests/records';
import type { Member, Tx } from '../member';

type Scope = Pick<Member, 'organizationId'>;
type ReviewedRequest = { id: string; evidenceIds: readonly string[] };

/** The key of one item of one request. */
export const itemKey = (requestId: string, evidenceId: string) => `${requestId} ${evidenceId}`;

/** The newest file revision of each evidence item of the organization (0 for an item without a file). */
export async function newestRevisions(db: Db | Tx, scope: Scope, evidenceIds: readonly string[]): Promise<Map<string, number>> {
  const ids = [...new Set(evidenceIds)];
  const newest = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return newest;
  const rows = await db
    .select({ evidenceId: evidenceFiles.evidenceId, revision: max(evidenceFiles.revision) })
    .from(evidenceFiles)
    .where(and(eq(evidenceFiles.organizationId, scope.organizationId), inArray(evidenceFiles.evidenceId, ids)))
    .groupBy(evidenceFiles.evidenceId);
  for (const row of rows) newest.set(row.evidenceId, row.revision ?? 0);
  return newest;
}

/**
 * The reviews that still hold on the requests' items, by `itemKey`: the item is still attached to its request and
 * has not been replaced by a newer file since it was reviewed.
 */
export async function standingReviews(
  db: Db | Tx,
  scope: Scope,
  requests: readonly ReviewedRequest[],
): Promise<Map<string, EvidenceItemReview>> {
  const standing = new Map<string, EvidenceItemReview>();
  if (requests.length === 0) return standing;
  const rows = await db
    .select()
    .from(auditRequestEvidenceReviews)
    .where(
      and(
        eq(auditRequestEvidenceReviews.organizationId, scope.organizationId),
        inArray(
          auditRequestEvidenceReviews.requestId,
          requests.map((request) => request.id),
        ),
      ),
    );
  if (rows.length === 0) return standing;
  const attached = new Set(requests.flatMap((request) => request.evidenceIds.map((evidenceId) => itemKey(request.id, evidenceId))));
  const newest = await newestRevisions(
    db,
    scope,
    rows.map((row) => row.evidenceId),
  );
  for (const row of rows) {
    const key = itemKey(row.requestId, row.evidenceId);
    if (!attached.has(key) || !reviewHolds(row.evidenceRevision, newest.get(row.evidenceId) ?? 0)) continue;
    standing.set(key, { state: row.state, comment: row.comment, reviewedByName: row.reviewedByName, reviewedAt: row.reviewedAt });
  }
  return standing;
}

/** How many items of each request are flagged, by request id (requests without any are left out). */
export async function flaggedCounts(db: Db | Tx, scope: Scope, requests: readonly ReviewedRequest[]): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const [key, review] of await standingReviews(db, scope, requests)) {
    if (review.state !== 'flagged') continue;
    const requestId = key.split(' ')[0]!;
    counts.set(requestId, (counts.get(requestId) ?? 0) + 1);
  }
  return counts;
}
