import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { people } from '@/lib/db/schema';
import { addDays, dayOf } from '@/lib/domain/calendar-days';
import { mustAccept } from '@/lib/domain/policies/acceptance';
import { DAYS_TO_ACCEPT } from '@/lib/domain/tasks/rules';
import type { Member } from '../member';
import { personAcceptances } from '../policies';
import type { TaskSource } from './source';

/** The member's own row among the organization's people, or undefined when they are not listed. */
async function ownPerson(member: Member) {
  const db = await getDb();
  const [row] = await db
    .select({ id: people.id, startDate: people.startDate, endDate: people.endDate })
    .from(people)
    .where(and(eq(people.organizationId, member.organizationId), eq(people.memberId, member.id)));
  return row;
}

/**
 * Approved policies asking the member's department whose current version their own person row has not accepted,
 * while they are employed. Due DAYS_TO_ACCEPT days after the later of the approval and their start.
 */
export const policyAcceptanceTasks: TaskSource = {
  kind: 'policy-acceptance',
  permission: 'records.view',
  read: async (member, today) => {
    const person = await ownPerson(member);
    if (!person || !mustAccept(person, today)) return [];
    const pending = (await personAcceptances(member, person.id)).filter((policy) => policy.status.state === 'pending');
    return pending.map((policy) => {
      const approvedOn = policy.approvedAt ? dayOf(policy.approvedAt) : today;
      const from = approvedOn > person.startDate ? approvedOn : person.startDate;
      return {
        kind: 'policy-acceptance',
        recordId: policy.policyId,
        title: `${policy.policyName} ${policy.versionLabel}`,
        detail: 'Approved: read and accept it',
        href: `/manage/policies/${policy.policyId}`,
        dueOn: addDays(from, DAYS_TO_ACCEPT),
      };
    });
  },
};
