import 'server-only';
import { inArray, lt } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity } from '@/lib/db/schema';
import { DAY_MS } from '@/lib/domain/calendar-days';
import { env } from '@/lib/env';

/** How many entries one sweep removes at most; the next sweep takes the rest. */
const BATCH = 5_000;

/**
 * Deletes the activity entries older than ACTIVITY_RETENTION_DAYS (3 years unless set), oldest first, and answers
 * how many went. The log is kept for that long, then no longer: it holds who did what, which is personal data.
 */
export async function deleteActivityPastRetention(now = new Date()): Promise<number> {
  const db = await getDb();
  const cutoff = new Date(now.getTime() - env().ACTIVITY_RETENTION_DAYS * DAY_MS);
  const past = db.select({ id: activity.id }).from(activity).where(lt(activity.createdAt, cutoff)).orderBy(activity.createdAt).limit(BATCH);
  const deleted = await db.delete(activity).where(inArray(activity.id, past)).returning({ id: activity.id });
  return deleted.length;
}
