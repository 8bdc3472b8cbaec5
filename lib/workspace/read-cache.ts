import 'server-only';
import { eq } from 'drizzle-orm';
import { cache } from 'react';
import { BoundedMap } from '@/lib/bounded-map';
import { getDb } from '@/lib/db/client';
import { organizations } from '@/lib/db/schema';
import { assertCan, type Member } from './member';

/**
 * How many reads are kept per process. A kept read is a page of a list (at most 100 rows) or a few figures, so a
 * full table holds a few MiB at most.
 */
const KEPT_READS = 256;

type Kept = { revision: number; value: Promise<unknown> };
const kept = new BoundedMap<string, Kept>(KEPT_READS);

/**
 * The organization's records revision, raised by the database when a change of its records commits (migration 0011).
 * Read once per server render, whose reads all come after the writes that led to it: React keeps `cache` for one
 * render only, and a server action, a route handler or a job is no render, so each of their calls reads it again
 * and sees their own writes.
 */
export const recordsRevision = cache(async (organizationId: string): Promise<number> => {
  const db = await getDb();
  const [row] = await db
    .select({ revision: organizations.recordsRevision })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.revision ?? -1;
});

/**
 * Answers `read()` for the member's organization, kept in this process's memory until the organization's records
 * change: a render reads the organization's revision once, anything else on each call, and the records are read
 * again only when it moved. The revision is read first, so what is kept is never older than the revision it is kept under; with
 * several processes on PostgreSQL, each sees every other's changes on its next call. `key` names the read and
 * everything it depends on besides the organization (its query, the day). Concurrent calls share one read.
 * Every member may view the records; the check still runs on every call, kept or not. The value is shared: callers
 * must not change it.
 */
export async function keptRead<T>(member: Member, key: readonly unknown[], read: () => Promise<T>): Promise<T> {
  assertCan(member, 'records.view');
  const revision = await recordsRevision(member.organizationId);
  const name = `${member.organizationId} ${JSON.stringify(key)}`;
  const found = kept.get(name);
  if (found && found.revision === revision) return found.value as Promise<T>;
  // A call that read the revision before a change committed leaves the newer entry in place.
  if (found && found.revision > revision) return read();
  const value = read();
  const entry = { revision, value };
  kept.set(name, entry);
  // A failed read is not kept: the next call tries again.
  value.catch(() => {
    if (kept.get(name) === entry) kept.delete(name);
  });
  return value;
}
