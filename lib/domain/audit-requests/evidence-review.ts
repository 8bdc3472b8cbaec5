import type { RequestStatus } from '@/lib/schemas/audit-requests/records';

/** What the auditor says of one evidence item of a request. */
export type EvidenceReviewState = 'accepted' | 'flagged';

export const evidenceReviewLabels: Record<EvidenceReviewState, string> = { accepted: 'Accepted', flagged: 'Flagged' };

export const ACCEPT_WITH_FLAGGED_EVIDENCE =
  'This request has flagged evidence: it is accepted once the item is replaced or its flag is cleared.';
export const ACCEPTED_REQUEST_REVIEWED = 'An accepted request’s evidence is no longer reviewed.';
export const NOT_AN_ITEM_OF_THE_REQUEST = 'This evidence item is not attached to the request.';

/**
 * Whether a stored review still holds: it was made on the item's newest file revision. A newer revision means the
 * item was replaced, and the review (a flag above all) no longer speaks of it.
 */
export function reviewHolds(reviewedRevision: number, newestRevision: number): boolean {
  return reviewedRevision === newestRevision;
}

/** Why a bulk acceptance leaves a request where it is, or null when it is accepted. */
export function bulkAcceptSkip(status: RequestStatus, flaggedItems: number): string | null {
  if (status === 'accepted') return 'already accepted';
  if (status !== 'submitted') return 'not submitted yet';
  if (flaggedItems > 0) return flaggedItems === 1 ? 'one evidence item is flagged' : `${flaggedItems} evidence items are flagged`;
  return null;
}

/** Why a bulk submission leaves a request where it is, or null when it is submitted with the evidence. */
export function bulkSubmitSkip(status: RequestStatus): string | null {
  if (status === 'submitted') return 'already submitted';
  if (status === 'accepted') return 'already accepted';
  return null;
}

/** A bulk action's answer: the references moved, and each one left with its reason. */
export type BulkOutcome = { moved: string[]; skipped: { reference: string; reason: string }[] };

/** What a bulk action's form gets back: the outcome on its audit. */
export type BulkRecord = BulkOutcome & { auditId: string };

/** The sentence the form shows after a bulk action. */
export function bulkOutcomeMessage(outcome: BulkOutcome, verb: 'accepted' | 'submitted'): string {
  const moved = `${outcome.moved.length} ${outcome.moved.length === 1 ? 'request' : 'requests'} ${verb}.`;
  if (outcome.skipped.length === 0) return moved;
  const reasons = outcome.skipped.map((skip) => `${skip.reference} (${skip.reason})`).join(', ');
  return `${moved} ${outcome.skipped.length} skipped: ${reasons}.`;
}
