import 'server-only';
import { and, asc, eq, isNotNull, isNull, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { policies } from '@/lib/db/schema';
import { addDays } from '@/lib/domain/calendar-days';
import { TASK_HORIZON_DAYS } from '@/lib/domain/tasks/rules';
import type { Member } from '../member';
import type { TaskSource } from './source';

/** A policy's owner is stored as the name (or address) typed in its form: it names the member when it is theirs. */
function ownsPolicy(member: Member, owner: string): boolean {
  const named = owner.trim().toLowerCase();
  return named === member.displayName.trim().toLowerCase() || named === member.email.trim().toLowerCase();
}

/**
 * Approved policies (not archived) the member owns whose review falls due within the horizon or has passed (the
 * policy is then Expired): the owner reviews and renews them.
 */
export const policyReviewTasks: TaskSource = {
  kind: 'policy-review',
  permission: 'records.edit',
  read: async (member, today) => {
    const db = await getDb();
    const rows = await db
      .select({ id: policies.id, name: policies.name, owner: policies.owner, reviewDueOn: policies.reviewDueOn })
      .from(policies)
      .where(
        and(
          eq(policies.organizationId, member.organizationId),
          eq(policies.status, 'approved'),
          isNull(policies.archivedAt),
          isNotNull(policies.reviewDueOn),
          lte(policies.reviewDueOn, addDays(today, TASK_HORIZON_DAYS)),
        ),
      )
      .orderBy(asc(policies.reviewDueOn), asc(policies.name), asc(policies.id));
    return rows
      .filter((row) => ownsPolicy(member, row.owner))
      .map((row) => ({
        kind: 'policy-review',
        recordId: row.id,
        title: row.name,
        detail: row.reviewDueOn! < today ? 'Expired: review and renew it' : 'Review due: review and renew it',
        href: `/manage/policies/${row.id}`,
        dueOn: row.reviewDueOn,
      }));
  },
};
