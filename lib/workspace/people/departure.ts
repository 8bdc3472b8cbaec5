import 'server-only';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { checklists, invitations, policyAcceptanceLinks } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { personStatusOn } from '@/lib/domain/people/rules';
import type { Tx } from '../member';

/** A person whose departure is being recorded, with the end date just stored. */
export type DepartingPerson = { id: string; email: string; startDate: string; endDate: string };

/** What a departure ended at once: unexpired acceptance links, pending invitations, the open onboarding. */
export type DepartureEnded = { links: number; invitations: number; onboarding: boolean };

/**
 * Ends what was made for a person who is leaving, inside the transaction that records the departure (by hand, a
 * member's removal or a directory sync). A pending invitation to their address is withdrawn at once, even when the
 * end date is still to come: it was sent before anyone knew they were leaving, and a new one can be sent should
 * they come back. Their unexpired policy-acceptance links stop working and their open onboarding is closed (its ticked
 * steps kept) once the end date is reached; until then they still work there. Links and onboardings of a departure
 * scheduled ahead are refused from the end date on by the same rule where they are used (personStatusOn).
 */
export async function endWhatDepartureEnds(tx: Tx, organizationId: string, person: DepartingPerson, now: Date): Promise<DepartureEnded> {
  const withdrawn = await tx
    .update(invitations)
    .set({ revokedAt: now })
    .where(
      and(
        eq(invitations.organizationId, organizationId),
        eq(invitations.email, person.email),
        isNull(invitations.acceptedAt),
        isNull(invitations.revokedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id });
  if (personStatusOn(person, dayOf(now)) !== 'departed') return { links: 0, invitations: withdrawn.length, onboarding: false };
  const links = await tx
    .update(policyAcceptanceLinks)
    .set({ expiresAt: now })
    .where(
      and(
        eq(policyAcceptanceLinks.organizationId, organizationId),
        eq(policyAcceptanceLinks.personId, person.id),
        gt(policyAcceptanceLinks.expiresAt, now),
      ),
    )
    .returning({ id: policyAcceptanceLinks.id });
  // Finished with steps left: the checklist reads as closed by the departure (endedByDeparture), never as met.
  const closed = await tx
    .update(checklists)
    .set({ finishedAt: now, version: sql`${checklists.version} + 1`, updatedAt: now })
    .where(
      and(
        eq(checklists.organizationId, organizationId),
        eq(checklists.personId, person.id),
        eq(checklists.kind, 'onboarding'),
        isNull(checklists.finishedAt),
      ),
    )
    .returning({ id: checklists.id });
  return { links: links.length, invitations: withdrawn.length, onboarding: closed.length > 0 };
}

/** The activity row's words for what a departure ended ("; ended 2 acceptance links and the open onboarding"), or ''. */
export function departureEndedText({ links, invitations: withdrawn, onboarding }: DepartureEnded): string {
  const parts = [
    links > 0 ? `${links} acceptance ${links === 1 ? 'link' : 'links'}` : '',
    withdrawn > 0 ? `${withdrawn === 1 ? 'the pending invitation' : `${withdrawn} pending invitations`}` : '',
    onboarding ? 'the open onboarding' : '',
  ].filter(Boolean);
  if (parts.length === 0) return '';
  const list = parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
  return `; ended ${list}`;
}
