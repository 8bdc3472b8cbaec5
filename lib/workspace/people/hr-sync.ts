import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { organizations, people } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import { hrChanges, hrSummary, type HrPerson } from '@/lib/domain/people/hr-sync';
import { recordActivity } from '../activity';
import { startChecklistIn, startOnboardingsIn } from '../checklists';
import { assertCan, type Member, type Tx } from '../member';
import { endWhatDepartureEnds } from './departure';

/** Rows per insert: far below PostgreSQL's 65,535 parameters per statement. */
const BATCH = 500;
/** A leaver first read after this many days gets no offboarding: they left long before the product knew them. */
const RECENT_LEAVER_DAYS = 30;

export type HrSync = { added: number; updated: number; departed: number };

/** Records a departure the HR system gave: what it ends now, and the offboarding counted from its last day. */
async function departIn(
  tx: Tx,
  member: Member,
  person: { id: string; name: string; email: string; startDate: string; endDate: string },
  now: Date,
) {
  await endWhatDepartureEnds(tx, member.organizationId, person, now);
  const recent = dayOf(new Date(now.getTime() - RECENT_LEAVER_DAYS * DAY_MS));
  if (person.endDate >= recent) await startChecklistIn(tx, member.organizationId, person, 'offboarding', now);
}

/**
 * Fills People from an HR system's employees (lib/domain/people/hr-sync.ts), its authority on start and end dates:
 * adds the employees not listed (joiners get their onboarding, recent leavers their offboarding), takes over the
 * people it lists with their hire and termination dates, and records the departures it gives. One transaction with
 * one activity row, none when nothing changed.
 */
export async function syncHrPeople(
  member: Member,
  source: { name: string },
  employees: readonly HrPerson[],
  now = new Date(),
): Promise<HrSync> {
  assertCan(member, 'records.edit');
  const today = dayOf(now);
  const db = await getDb();
  return db.transaction(async (tx) => {
    // Two runs at once (Run now while the daily run starts) read each other's people, never both add one address.
    await tx.select({ id: organizations.id }).from(organizations).where(eq(organizations.id, member.organizationId)).for('update');
    const listed = await tx
      .select({ id: people.id, email: people.email, source: people.source, startDate: people.startDate, endDate: people.endDate })
      .from(people)
      .where(eq(people.organizationId, member.organizationId));
    const changes = hrChanges(listed, employees, today);
    let departed = 0;
    const joiners: { id: string; name: string; startDate: string; endDate: string | null }[] = [];
    for (let start = 0; start < changes.added.length; start += BATCH) {
      const rows = await tx
        .insert(people)
        .values(
          changes.added
            .slice(start, start + BATCH)
            .map((person) => ({ organizationId: member.organizationId, ...person, source: 'bamboohr' as const })),
        )
        .returning({ id: people.id, name: people.name, email: people.email, startDate: people.startDate, endDate: people.endDate });
      for (const row of rows) {
        if (row.endDate === null) joiners.push(row);
        else {
          departed += 1;
          await departIn(tx, member, { ...row, endDate: row.endDate }, now);
        }
      }
    }
    await startOnboardingsIn(tx, member.organizationId, joiners, now);
    for (const update of changes.updated) {
      const [saved] = await tx
        .update(people)
        .set({
          source: 'bamboohr',
          startDate: update.startDate,
          endDate: update.endDate,
          version: sql`${people.version} + 1`,
          updatedAt: now,
        })
        .where(and(eq(people.organizationId, member.organizationId), eq(people.id, update.id)))
        .returning({ id: people.id, name: people.name, email: people.email, startDate: people.startDate, endDate: people.endDate });
      if (saved?.endDate && update.departed) {
        departed += 1;
        await departIn(tx, member, { ...saved, endDate: saved.endDate }, now);
      }
    }
    const counts = { added: changes.added.length, updated: changes.updated.length, departed };
    const summary = hrSummary(source.name, counts);
    if (summary) await recordActivity(tx, member, { action: 'person.hr-sync', recordType: 'person', summary });
    return counts;
  });
}
