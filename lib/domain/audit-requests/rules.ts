import type { RequestStatus } from '@/lib/schemas/audit-requests/records';

export type RequestDecisionKind = 'submit' | 'accept' | 'return';

/** The status each decision leads to; a returned request is open again for its owner, marked as returned. */
export const decisionTarget: Record<RequestDecisionKind, RequestStatus> = {
  submit: 'submitted',
  accept: 'accepted',
  return: 'returned',
};

/** The statuses a decision is taken from. */
const decisionFrom: Record<RequestDecisionKind, readonly RequestStatus[]> = {
  submit: ['open', 'returned'],
  accept: ['submitted'],
  return: ['submitted'],
};

const refusals: Record<RequestDecisionKind, string> = {
  submit: 'Only an open or returned request is submitted.',
  accept: 'Only a submitted request is accepted.',
  return: 'Only a submitted request is returned.',
};

/** Why `decision` cannot be taken on a request in `status`, or null when it can. */
export function decisionRefusal(decision: RequestDecisionKind, status: RequestStatus): string | null {
  return decisionFrom[decision].includes(status) ? null : refusals[decision];
}

/** A request still to be answered by its owner: open, or returned with a comment. */
export function isOwnersTurn(status: RequestStatus): boolean {
  return status === 'open' || status === 'returned';
}

/** The refusal of a submission without any evidence: the auditor would have nothing to look at. */
export const SUBMIT_NEEDS_EVIDENCE = 'Attach evidence before submitting the request.';

/** Which decisions a request in `status` offers. */
export function decisionsOf(status: RequestStatus): RequestDecisionKind[] {
  return (['submit', 'accept', 'return'] as const).filter((decision) => decisionRefusal(decision, status) === null);
}
