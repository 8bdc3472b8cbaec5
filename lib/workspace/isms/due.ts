import 'server-only';
import { and, asc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { auditFindings, internalAudits, members } from '@/lib/db/schema';
import { addDays } from '@/lib/domain/calendar-days';
import { TASK_HORIZON_DAYS } from '@/lib/domain/tasks/rules';
import type { NonconformityState } from '@/lib/schemas/isms/records';
import type { Member } from '../member';

const owner = alias(members, 'action_owner');
const unverified: NonconformityState[] = ['open', 'action-planned', 'action-done'];

export type DueCorrectiveAction = {
  id: string;
  auditId: string;
  auditTitle: string;
  reference: string;
  state: NonconformityState;
  dueDate: string;
};

/**
 * Nonconformities not yet verified whose corrective action falls due within the horizon or is overdue, that are
 * the member's to do: those they own, and, for admins, those with no current owner.
 */
export async function dueCorrectiveActions(member: Member, today: string): Promise<DueCorrectiveAction[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: auditFindings.id,
      auditId: auditFindings.auditId,
      auditTitle: internalAudits.title,
      reference: auditFindings.reference,
      state: auditFindings.state,
      dueDate: auditFindings.dueDate,
      ownerMemberId: auditFindings.ownerMemberId,
      ownerRemovedAt: owner.removedAt,
    })
    .from(auditFindings)
    .innerJoin(internalAudits, eq(internalAudits.id, auditFindings.auditId))
    .leftJoin(owner, eq(owner.id, auditFindings.ownerMemberId))
    .where(
      and(
        eq(auditFindings.organizationId, member.organizationId),
        inArray(auditFindings.state, unverified),
        isNotNull(auditFindings.dueDate),
        lte(auditFindings.dueDate, addDays(today, TASK_HORIZON_DAYS)),
      ),
    )
    .orderBy(asc(auditFindings.dueDate), asc(auditFindings.reference), asc(auditFindings.id));
  return rows
    .filter((row) => {
      const owned = row.ownerMemberId !== null && row.ownerRemovedAt === null;
      return owned ? row.ownerMemberId === member.id : member.role === 'admin';
    })
    .map((row) => ({ ...row, state: row.state!, dueDate: row.dueDate! }));
}
