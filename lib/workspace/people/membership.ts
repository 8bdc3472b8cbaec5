import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { people } from '@/lib/db/schema';
import { startChecklistIn } from '../checklists';
import type { Tx } from '../member';
import { endWhatDepartureEnds } from './departure';

/**
 * A member as a person: who they are, and the day they joined (YYYY-MM-DD). With `onboard` (an invitation
 * accepted), a person new to the organization starts their onboarding checklist.
 */
export type JoiningMember = { organizationId: string; memberId: string; name: string; email: string; day: string; onboard?: boolean };

/**
 * Members are people too: called in the transaction that writes a membership (a founding, an invitation accepted,
 * the demo's team). A member who comes back finds their person again, employed once more; a person already listed
 * under the member's email (added by hand or imported before the invitation) becomes the member's person;
 * anyone else is added from the day they joined.
 */
export async function enrolMemberAsPerson(tx: Tx, joining: JoiningMember): Promise<void> {
  const email = joining.email.trim().toLowerCase();
  const inOrganization = eq(people.organizationId, joining.organizationId);
  const reopen = { endDate: null, version: sql`${people.version} + 1`, updatedAt: new Date() };
  const [again] = await tx
    .update(people)
    .set(reopen)
    .where(and(inOrganization, eq(people.memberId, joining.memberId)))
    .returning({ id: people.id });
  if (again) return;
  const [listed] = await tx
    .update(people)
    .set({ ...reopen, memberId: joining.memberId })
    .where(and(inOrganization, eq(people.email, email)))
    .returning({ id: people.id });
  if (listed) return;
  const [added] = await tx
    .insert(people)
    .values({
      organizationId: joining.organizationId,
      memberId: joining.memberId,
      name: joining.name,
      email,
      startDate: joining.day,
      source: 'member',
    })
    .returning({ id: people.id });
  if (added && joining.onboard) {
    await startChecklistIn(
      tx,
      joining.organizationId,
      { id: added.id, name: joining.name, startDate: joining.day, endDate: null },
      'onboarding',
    );
  }
}

/**
 * A removed member keeps their person, who left on `day` (never before they started), their offboarding
 * checklist starts and what was made for them ends (endWhatDepartureEnds): called in the removal's transaction.
 */
export async function recordMemberLeft(tx: Tx, organizationId: string, memberId: string, day: string): Promise<void> {
  const [left] = await tx
    .update(people)
    .set({ endDate: sql`greatest(${people.startDate}, ${day})`, version: sql`${people.version} + 1`, updatedAt: new Date() })
    .where(and(eq(people.organizationId, organizationId), eq(people.memberId, memberId), isNull(people.endDate)))
    .returning({ id: people.id, name: people.name, email: people.email, startDate: people.startDate, endDate: people.endDate });
  if (!left) return;
  await startChecklistIn(tx, organizationId, left, 'offboarding');
  await endWhatDepartureEnds(tx, organizationId, { ...left, endDate: left.endDate ?? day }, new Date());
}
