import 'server-only';
import { and, eq, isNotNull, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trackerItems } from '@/lib/db/schema';
import { assertCan, type Member } from '../member';

/** An item's issue as the screens show it: its key and address, and whether it was closed in the tracker. */
export type TrackedIssue = {
  itemKey: string;
  status: 'open' | 'resolved';
  provider: string | null;
  key: string | null;
  url: string | null;
  closedBy: string | null;
  closedAt: Date | null;
  lastError: string | null;
};

/** The organization's items that have an issue or a failure to show, by item key. */
export async function trackedIssues(member: Member): Promise<Map<string, TrackedIssue>> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db
    .select({
      itemKey: trackerItems.itemKey,
      status: trackerItems.status,
      provider: trackerItems.issueProvider,
      key: trackerItems.issueKey,
      url: trackerItems.issueUrl,
      closedBy: trackerItems.issueClosedBy,
      closedAt: trackerItems.issueClosedAt,
      lastError: trackerItems.lastError,
    })
    .from(trackerItems)
    .where(
      and(eq(trackerItems.organizationId, member.organizationId), or(isNotNull(trackerItems.issueKey), isNotNull(trackerItems.lastError))),
    );
  return new Map(rows.map((row) => [row.itemKey, row]));
}

/** The items whose last attempt failed, with the failure, for Settings: they are tried again on the next sync. */
export async function trackerFailures(member: Member): Promise<{ title: string; error: string }[]> {
  assertCan(member, 'records.view');
  const db = await getDb();
  const rows = await db
    .select({ title: trackerItems.title, error: trackerItems.lastError })
    .from(trackerItems)
    .where(and(eq(trackerItems.organizationId, member.organizationId), isNotNull(trackerItems.lastError)));
  return rows.map((row) => ({ title: row.title, error: row.error ?? '' }));
}
