import 'server-only';
import { getDb } from '@/lib/db/client';
import { requestFindingStepAct } from '@/lib/domain/audit-requests/finding-rules';
import type { RequestFinding, RequestFindingRaise, RequestFindingStepInput } from '@/lib/schemas/audit-requests/findings';
import { notFound } from '../member';
import { findingOf, findingsOfAudit } from './finding-rows';
import { storeRequestFinding, stepStoredFinding } from './findings';
import { assertGuestAct, assertStanding, guestRequestOf, guestWrite, type RequestGuest } from './guest-acts';

/** The findings of the guest's audit, oldest first: owners' names and due days, no member's e-mail address. */
export async function guestFindingList(guest: RequestGuest): Promise<RequestFinding[]> {
  assertGuestAct(guest, 'view', guest.auditId);
  const db = await getDb();
  await assertStanding(db, guest);
  return findingsOfAudit(db, guest, guest.auditId);
}

/** Raises a finding on a request of the guest's own open audit. */
export async function guestRaiseFinding(guest: RequestGuest, input: RequestFindingRaise): Promise<RequestFinding> {
  return guestWrite(
    guest,
    async (tx, writer) => {
      const request = await guestRequestOf(tx, guest, input.requestId);
      assertGuestAct(guest, 'find', request.auditId);
      return { ...(await storeRequestFinding(tx, writer, request, input)), ownerName: null };
    },
    (finding) => `Raised the finding "${finding.title}" on the request ${finding.requestReference}`,
  );
}

/** Closes or reopens a finding of the guest's own open audit; the remedy (owner, action, done) stays the team's (403). */
export async function guestStepFinding(guest: RequestGuest, input: RequestFindingStepInput) {
  return guestWrite(
    guest,
    async (tx, writer) => {
      const current = await findingOf(tx, guest, input.id);
      if (current.auditId !== guest.auditId) throw notFound('The finding');
      assertGuestAct(guest, requestFindingStepAct(input.step), current.auditId);
      return stepStoredFinding(tx, writer, current, input);
    },
    (finding) => `The finding "${finding.title}" is now ${finding.state}`,
  );
}
