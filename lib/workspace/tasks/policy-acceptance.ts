import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { people, policies, policyAcceptances } from '@/lib/db/schema';
import { isoDay } from '@/lib/domain/days-remaining';
import { acceptanceStatus, inAcceptanceScope, mustAccept } from '@/lib/domain/policy-acceptance';
import { dayAfter, DAYS_TO_ACCEPT } from '@/lib/domain/tasks';
import type { Member } from '../member';
import type { TaskSource } from './source';

/** The member's own row among the organization's people, or undefined when they are not listed. */
async function ownPerson(member: Member) {
  const db = await getDb();
  const [row] = await db
    .select({ id: people.id, department: people.department, startDate: people.startDate, endDate: people.endDate })
    .from(people)
    .where(and(eq(people.organizationId, member.organizationId), eq(people.memberId, member.id)));
  return row;
}

/**
 * Approved policies (not archived) asking the member's department whose current version their own person row has
 * not accepted, while they are employed. Due DAYS_TO_ACCEPT days after the later of the approval and their start.
 */
export const policyAcceptanceTasks: TaskSource = {
  kind: 'policy-acceptance',
  permission: 'records.view',
  read: async (member, today) => {
    const person = await ownPerson(member);
    if (!person || !mustAccept(person, today)) return [];
    const db = await getDb();
    const [approved, acceptances] = await Promise.all([
      db
        .select({
          id: policies.id,
          name: policies.name,
          versionLabel: policies.versionLabel,
          approvedAt: policies.approvedAt,
          scope: policies.acceptanceDepartments,
        })
        .from(policies)
        .where(and(eq(policies.organizationId, member.organizationId), eq(policies.status, 'approved'), isNull(policies.archivedAt)))
        .orderBy(asc(policies.name), asc(policies.id)),
      db
        .select({
          policyId: policyAcceptances.policyId,
          personId: policyAcceptances.personId,
          versionLabel: policyAcceptances.versionLabel,
          acceptedAt: policyAcceptances.acceptedAt,
        })
        .from(policyAcceptances)
        .where(and(eq(policyAcceptances.organizationId, member.organizationId), eq(policyAcceptances.personId, person.id))),
    ]);
    return approved
      .filter(
        (policy) =>
          inAcceptanceScope(person.department, policy.scope) &&
          acceptanceStatus(
            acceptances.filter((row) => row.policyId === policy.id),
            policy.versionLabel,
          ).state === 'pending',
      )
      .map((policy) => {
        const approvedOn = policy.approvedAt ? isoDay(policy.approvedAt) : today;
        const from = approvedOn > person.startDate ? approvedOn : person.startDate;
        return {
          kind: 'policy-acceptance',
          recordId: policy.id,
          title: `${policy.name} ${policy.versionLabel}`,
          detail: 'Approved: read and accept it',
          href: `/manage/policies/${policy.id}`,
          dueOn: dayAfter(from, DAYS_TO_ACCEPT),
        };
      });
  },
};
