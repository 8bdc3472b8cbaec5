import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { auditRequests, audits } from '@/lib/db/schema';
import type { RequestStatus } from '@/lib/schemas/audit-requests/records';
import type { Member } from '../member';
import { assertRequestAct } from './records';

export type OwnedRequest = {
  id: string;
  auditId: string;
  auditName: string;
  reference: string;
  status: RequestStatus;
  dueOn: string | null;
};

/** The requests the member owns that wait on them: open, or returned with a comment. */
export async function ownedOpenRequests(member: Member): Promise<OwnedRequest[]> {
  assertRequestAct(member, 'prepare');
  const db = await getDb();
  return db
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
    .where(
      and(
        eq(auditRequests.organizationId, member.organizationId),
        eq(auditRequests.ownerMemberId, member.id),
        inArray(auditRequests.status, ['open', 'returned']),
      ),
    );
}
