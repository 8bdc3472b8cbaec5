import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { organizations, people } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { directoryChanges, directorySummary, type DirectoryUser } from '@/lib/domain/people/directory-sync';
import type { PersonSource } from '@/lib/schemas/people/records';
import { recordActivity } from '../activity';
import { assertCan, type Member } from '../member';
import { endWhatDepartureEnds } from './departure';

/** Rows per insert: far below PostgreSQL's 65,535 parameters per statement. */
const BATCH = 500;

export type DirectorySync = { added: number; departed: number };

/**
 * Fills People from a directory's active users (lib/domain/directory-sync.ts): adds the users not yet listed,
 * as people of the directory's source (`okta`, `google-workspace`), and gives an end date to the people it added whose user is no longer active. One
 * transaction with one activity row, none when nothing changed, so a run that finds nothing new writes nothing.
 */
export async function syncDirectoryPeople(
  member: Member,
  directory: { source: PersonSource; name: string },
  users: readonly DirectoryUser[],
  now = new Date(),
): Promise<DirectorySync> {
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
    const changes = directoryChanges(listed, users, directory.source, today);
    for (let start = 0; start < changes.added.length; start += BATCH) {
      await tx
        .insert(people)
        .values(
          changes.added
            .slice(start, start + BATCH)
            .map((user) => ({ organizationId: member.organizationId, ...user, source: directory.source })),
        );
    }
    for (const { id, endDate } of changes.departed) {
      const [left] = await tx
        .update(people)
        .set({ endDate, version: sql`${people.version} + 1`, updatedAt: now })
        .where(and(eq(people.organizationId, member.organizationId), eq(people.id, id), isNull(people.endDate)))
        .returning({ id: people.id, email: people.email, startDate: people.startDate });
      if (left) await endWhatDepartureEnds(tx, member.organizationId, { ...left, endDate }, now);
    }
    const counts = { added: changes.added.length, departed: changes.departed.length };
    const summary = directorySummary(directory.name, counts);
    if (summary) await recordActivity(tx, member, { action: 'person.directory-sync', recordType: 'person', summary });
    return counts;
  });
}
