import 'server-only';
import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { evidence } from '@/lib/db/schema';
import { addDays, daysBetween } from '@/lib/domain/calendar-days';
import { expiresInLabel } from '@/lib/domain/evidence/expiry';
import { TASK_HORIZON_DAYS } from '@/lib/domain/tasks/rules';
import { currentUploader } from './evidence-review';
import type { TaskSource } from './source';

/** Why an item expiring on `expiresOn` is to be renewed, seen on `today`. */
function renewalDetail(expiresOn: string, today: string): string {
  const days = daysBetween(today, expiresOn);
  return days < 0 ? `Expired (its last day was ${expiresOn}): upload its successor` : `${expiresInLabel(days)}: upload its successor`;
}

/** Evidence whose current files the member uploaded, not archived, that expires within the horizon or has expired. */
export const evidenceRenewalTasks: TaskSource = {
  kind: 'evidence-renewal',
  permission: 'records.edit',
  read: async (member, today) => {
    const db = await getDb();
    const rows = await db
      .select({ id: evidence.id, name: evidence.name, expiresOn: evidence.expiresOn })
      .from(evidence)
      .where(
        and(
          eq(evidence.organizationId, member.organizationId),
          isNull(evidence.archivedAt),
          isNotNull(evidence.expiresOn),
          lte(evidence.expiresOn, addDays(today, TASK_HORIZON_DAYS)),
          sql`${currentUploader} = ${member.id}`,
        ),
      )
      .orderBy(asc(evidence.expiresOn), asc(evidence.name), asc(evidence.id));
    return rows.map((row) => ({
      kind: 'evidence-renewal',
      recordId: row.id,
      title: row.name,
      detail: renewalDetail(row.expiresOn!, today),
      href: `/manage/evidence/${row.id}`,
      dueOn: row.expiresOn,
    }));
  },
};
