import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { people, policies } from '@/lib/db/schema';
import { pageOfRows, type ListPage } from '@/lib/domain/list-query';
import { acceptanceStatus, inAcceptanceScope, type AcceptanceStatus } from '@/lib/domain/policies/acceptance';
import { assertCan, checkedId, notFound, type Member } from '../member';
import { keptRead } from '../read-cache';
import { acceptancesByPerson } from './acceptance-roster';

/** An approved policy that asks the person to accept it, and where they stand on its current version. */
export type PersonAcceptance = {
  policyId: string;
  policyName: string;
  versionLabel: string;
  approvedAt: Date | null;
  status: AcceptanceStatus;
};

/**
 * Each approved policy (not archived) whose scope takes in the person's department, by name, with their standing
 * on its current version: the person's page, and the member's own tasks to accept.
 */
export function personAcceptances(member: Member, personId: string): Promise<PersonAcceptance[]> {
  assertCan(member, 'records.view');
  checkedId(personId, 'The person');
  return keptRead(member, ['person-acceptances', personId], async () => {
    const db = await getDb();
    const [person] = await db
      .select({ department: people.department })
      .from(people)
      .where(and(eq(people.id, personId), eq(people.organizationId, member.organizationId)));
    if (!person) throw notFound('The person');
    const [approved, acceptances] = await Promise.all([
      db
        .select({
          policyId: policies.id,
          policyName: policies.name,
          versionLabel: policies.versionLabel,
          approvedAt: policies.approvedAt,
          scope: policies.acceptanceDepartments,
        })
        .from(policies)
        .where(and(eq(policies.organizationId, member.organizationId), eq(policies.status, 'approved'), isNull(policies.archivedAt)))
        .orderBy(asc(policies.name), asc(policies.id)),
      acceptancesByPerson(db, member.organizationId, personId),
    ]);
    return approved
      .filter((policy) => inAcceptanceScope(person.department, policy.scope))
      .map(({ policyId, policyName, versionLabel, approvedAt }) => ({
        policyId,
        policyName,
        versionLabel,
        approvedAt,
        status: acceptanceStatus(
          acceptances.filter((acceptance) => acceptance.policyId === policyId),
          versionLabel,
        ),
      }));
  });
}

/**
 * Page `page` of the person's acceptances, kept within the last page, with how many they accepted in all. Once the
 * person has left (`left`), nothing is asked of them: only what they accepted is listed.
 */
export async function pageOfPersonAcceptances(
  member: Member,
  personId: string,
  page: number,
  left: boolean,
): Promise<ListPage<PersonAcceptance> & { accepted: number }> {
  const asked = await personAcceptances(member, personId);
  const accepted = asked.filter((policy) => policy.status.state === 'accepted');
  return { ...pageOfRows(left ? accepted : asked, page), accepted: accepted.length };
}
