import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity } from '@/lib/db/schema';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import type { ReviewCreate } from '@/lib/schemas/isms/records';
import type { Member } from '@/lib/workspace/member';

/** The inputs of the ISMS workspace tests and the activity rows of a record. */
export const today = dayOf(new Date());
export const scopeInput = (version: number) => ({
  version,
  statement: 'The Complia SaaS platform and the teams that run it',
  sites: ['Berlin office'],
  teams: ['Engineering', 'Support'],
  systems: ['AWS production'],
  exclusions: [{ item: 'Office Wi-Fi', reason: 'No customer data' }],
  interestedParties: 'Customers expect their data kept safe.',
});
export const objectiveInput = (ownerMemberId: string | null = null) => ({
  title: 'MFA everywhere',
  measure: '100% of staff accounts use MFA',
  ownerMemberId,
  targetDate: addDays(today, 30),
  progress: 'on-track' as const,
  notes: '',
});
export const auditInput = { title: 'Clauses 4-10 audit', scope: 'Clauses 4 to 10', auditorName: 'Ann Auditor', plannedDate: today };
export const reviewInput: ReviewCreate = {
  title: 'Q4 management review',
  date: today,
  attendees: ['Ann', 'Bo'],
  previousActions: 'All closed',
  issueChanges: 'New regulator guidance',
  performance: 'Objectives on track',
  auditResults: 'One minor nonconformity',
  risks: 'Two new risks',
  opportunities: 'Automate access reviews',
};

export async function activityOf(member: Member, recordId: string) {
  const db = await getDb();
  return db
    .select({ action: activity.action, summary: activity.summary })
    .from(activity)
    .where(and(eq(activity.organizationId, member.organizationId), eq(activity.recordId, recordId)));
}
