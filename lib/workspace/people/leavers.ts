import 'server-only';
import { and, asc, eq, lte } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { people } from '@/lib/db/schema';
import { assertCan, type Member } from '../member';

/**
 * The organization's people whose end date is today or earlier, by e-mail (lower case) and end date: what a
 * directory's checks compare with the accounts that can still sign in.
 */
export async function leaversBy(member: Member, today: string): Promise<{ email: string; endDate: string }[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db
    .select({ email: people.email, endDate: people.endDate })
    .from(people)
    .where(and(eq(people.organizationId, member.organizationId), lte(people.endDate, today)))
    .orderBy(asc(people.email));
  return rows.flatMap(({ email, endDate }) => (endDate ? [{ email: email.toLowerCase(), endDate }] : []));
}

/** Every person's e-mail (lower case), past and present: what a device's user is matched with. */
export async function peopleEmailsOf(member: Member): Promise<{ email: string }[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db.select({ email: people.email }).from(people).where(eq(people.organizationId, member.organizationId));
  return rows.map(({ email }) => ({ email: email.toLowerCase() }));
}
