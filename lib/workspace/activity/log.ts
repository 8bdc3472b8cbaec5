import 'server-only';
import { and, count, desc, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity } from '@/lib/db/schema';
import { batchesOf } from '../batches';
import type { Member, Tx } from '../member';

export type ActivityInput = { action: string; recordType: string; recordId?: string | null; summary: string };

export type ActivityEntry = { id: string; actorName: string; action: string; recordType: string; summary: string; at: Date };

/** Writes the activity rows of a change (one, or one per record of a bulk change), inside the change's own transaction. */
export async function recordActivity(
  tx: Tx,
  member: Pick<Member, 'organizationId' | 'displayName' | 'subject'>,
  input: ActivityInput | readonly ActivityInput[],
) {
  const rows = ('action' in input ? [input] : input).map((entry) => ({
    organizationId: member.organizationId,
    actorName: member.displayName,
    actorSubject: member.subject,
    action: entry.action,
    recordType: entry.recordType,
    recordId: entry.recordId ?? null,
    summary: entry.summary,
  }));
  for (const batch of batchesOf(rows)) await tx.insert(activity).values(batch);
}

export const ACTIVITY_PAGE_SIZE = 20;

const entryColumns = {
  id: activity.id,
  actorName: activity.actorName,
  action: activity.action,
  recordType: activity.recordType,
  summary: activity.summary,
  at: activity.createdAt,
};

/** The organization's newest `limit` entries (Recent Activity), without counting the whole log. */
export async function recentActivity(member: Member, limit: number): Promise<ActivityEntry[]> {
  const db = await getDb();
  return db
    .select(entryColumns)
    .from(activity)
    .where(eq(activity.organizationId, member.organizationId))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(limit);
}

/** One page of the organization's activity, newest first, with the total number of entries. */
export async function listActivity(
  member: Member,
  page = 1,
  pageSize = ACTIVITY_PAGE_SIZE,
): Promise<{ entries: ActivityEntry[]; total: number }> {
  const db = await getDb();
  const inOrganization = eq(activity.organizationId, member.organizationId);
  const [rows, [totals]] = await Promise.all([
    db
      .select(entryColumns)
      .from(activity)
      .where(inOrganization)
      .orderBy(desc(activity.createdAt), desc(activity.id))
      .limit(pageSize)
      .offset((Math.max(page, 1) - 1) * pageSize),
    db.select({ total: count() }).from(activity).where(inOrganization),
  ]);
  return { entries: rows, total: totals?.total ?? 0 };
}

/** A record's history: every activity row written about it, newest first. */
export async function recordHistory(member: Member, recordId: string, limit = 50): Promise<ActivityEntry[]> {
  const db = await getDb();
  return db
    .select(entryColumns)
    .from(activity)
    .where(and(eq(activity.organizationId, member.organizationId), eq(activity.recordId, recordId)))
    .orderBy(desc(activity.createdAt), desc(activity.id))
    .limit(limit);
}
