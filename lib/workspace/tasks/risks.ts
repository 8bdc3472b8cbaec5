import 'server-only';
import { and, asc, eq, isNotNull, isNull, lt, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members, risks } from '@/lib/db/schema';
import { addDays } from '@/lib/domain/calendar-days';
import { TASK_HORIZON_DAYS } from '@/lib/domain/tasks/rules';
import type { TaskSource } from './source';

/**
 * Accepted risks whose acceptance has expired: their owner decides again (accept anew or treat them); a risk
 * without a current owner goes to the organization's admins.
 */
export const riskAcceptanceTasks: TaskSource = {
  kind: 'risk-acceptance',
  permission: 'records.edit',
  read: async (member, today) => {
    const db = await getDb();
    const rows = await db
      .select({ id: risks.id, title: risks.title, expiresOn: risks.acceptanceExpiresOn, ownerId: members.id })
      .from(risks)
      .leftJoin(members, and(eq(members.id, risks.ownerMemberId), isNull(members.removedAt)))
      .where(
        and(
          eq(risks.organizationId, member.organizationId),
          eq(risks.treatment, 'accept'),
          isNotNull(risks.acceptanceExpiresOn),
          lt(risks.acceptanceExpiresOn, today),
        ),
      )
      .orderBy(asc(risks.acceptanceExpiresOn), asc(risks.title), asc(risks.id));
    return rows
      .filter((row) => (row.ownerId ? row.ownerId === member.id : member.role === 'admin'))
      .map((row) => ({
        kind: 'risk-acceptance' as const,
        recordId: row.id,
        title: row.title,
        detail: `Acceptance expired on ${row.expiresOn}: accept it again or treat it`,
        href: `/manage/risks/${row.id}`,
        dueOn: row.expiresOn,
      }));
  },
};

/** Risks the member owns whose next review falls within the horizon or has passed. */
export const riskReviewTasks: TaskSource = {
  kind: 'risk-review',
  permission: 'records.edit',
  read: async (member, today) => {
    const db = await getDb();
    const rows = await db
      .select({ id: risks.id, title: risks.title, nextReviewOn: risks.nextReviewOn })
      .from(risks)
      .where(
        and(
          eq(risks.organizationId, member.organizationId),
          eq(risks.ownerMemberId, member.id),
          lte(risks.nextReviewOn, addDays(today, TASK_HORIZON_DAYS)),
        ),
      )
      .orderBy(asc(risks.nextReviewOn), asc(risks.title), asc(risks.id));
    return rows.map((row) => ({
      kind: 'risk-review' as const,
      recordId: row.id,
      title: row.title,
      detail: row.nextReviewOn < today ? 'Review overdue: review its rating and treatment' : 'Review due: review its rating and treatment',
      href: `/manage/risks/${row.id}`,
      dueOn: row.nextReviewOn,
    }));
  },
};
