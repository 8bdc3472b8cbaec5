import 'server-only';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { trackerItems } from '@/lib/db/schema';
import { alertText, planSync, resolvedComment } from '@/lib/domain/trackers/items';
import { recordActivity } from '../activity';
import { guardedWrite } from '../guarded-write';
import type { Member } from '../member';
import { siteLink } from '../notifications';
import { openDestinations, type Destinations } from './connections';
import { needingWork } from './needing-work';

/** How long a sync holds an item it works on: longer than a tracker's answer, rate limit waits included, may take. */
const CLAIM_MS = 2 * 60_000;

/** What one sync did, for the screen's message and the job's log. */
export type SyncSummary = {
  opened: number;
  resolved: number;
  closedInTracker: number;
  alerted: number;
  failed: number;
  /** A destination that could not be opened, in a sentence. */
  problems: string[];
};

type Row = typeof trackerItems.$inferSelect;

/** Claims an item for this sync (none holds it, or a claim lapsed), so two processes never open two issues for it. */
async function claim(id: string): Promise<boolean> {
  const db = await getDb();
  const now = new Date();
  const [row] = await db
    .update(trackerItems)
    .set({ claimedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(and(eq(trackerItems.id, id), or(isNull(trackerItems.claimedUntil), lt(trackerItems.claimedUntil, now))))
    .returning({ id: trackerItems.id });
  return row !== undefined;
}

/** Writes an item's change and lets go of it; with an activity row when one is given. */
async function settle(member: Member, id: string, change: Partial<Row>, summary?: string): Promise<void> {
  const db = await getDb();
  await db.transaction(async (tx) => {
    await tx
      .update(trackerItems)
      .set({ ...change, claimedUntil: null, updatedAt: new Date() })
      .where(and(eq(trackerItems.id, id), eq(trackerItems.organizationId, member.organizationId)));
    if (summary) await recordActivity(tx, member, { action: 'tracker.synced', recordType: 'tracker-item', recordId: id, summary });
  });
}

/** Adds, reopens and resolves the organization's items after what needs work now. */
async function refreshItems(member: Member, now: Date): Promise<Row[]> {
  const db = await getDb();
  const { needing, cleared } = await needingWork(member, now);
  const ofOrganization = eq(trackerItems.organizationId, member.organizationId);
  const kept = await db.select().from(trackerItems).where(ofOrganization);
  const plan = planSync(needing, kept, cleared);
  if (plan.add.length + plan.reopen.length + plan.resolve.length > 0) {
    await db.transaction(async (tx) => {
      if (plan.add.length > 0) {
        await tx
          .insert(trackerItems)
          .values(plan.add.map((item) => ({ ...item, organizationId: member.organizationId, openedAt: now })))
          .onConflictDoNothing();
      }
      for (const item of plan.reopen) {
        // Failing again after it was fixed: a new issue, a new message.
        await tx
          .update(trackerItems)
          .set({
            ...item,
            status: 'open',
            openedAt: now,
            resolvedAt: null,
            issueProvider: null,
            issueKey: null,
            issueId: null,
            issueUrl: null,
            issueResolvedAt: null,
            issueClosedBy: null,
            issueClosedAt: null,
            alertedAt: null,
            lastError: null,
            updatedAt: new Date(),
          })
          .where(and(ofOrganization, eq(trackerItems.itemKey, item.itemKey)));
      }
      if (plan.resolve.length > 0) {
        await tx
          .update(trackerItems)
          .set({ status: 'resolved', resolvedAt: now, updatedAt: new Date() })
          .where(and(ofOrganization, inArray(trackerItems.itemKey, plan.resolve)));
      }
    });
  }
  return db.select().from(trackerItems).where(ofOrganization);
}

/** Opens an issue for each open item without one, resolves those fixed, and reads which were closed in the tracker. */
async function syncTracker(member: Member, tracker: NonNullable<Destinations['tracker']>, items: Row[], summary: SyncSummary) {
  const { client, name, provider } = tracker;
  for (const item of items) {
    // An issue of a tracker disconnected since stays where it is; the connected tracker is not asked about it.
    if (item.issueKey && item.issueProvider !== provider) continue;
    const needsIssue = item.status === 'open' && !item.issueKey;
    const needsResolution = item.status === 'resolved' && item.issueKey && !item.issueResolvedAt;
    const mayBeClosed = item.status === 'open' && item.issueKey && !item.issueClosedAt;
    if (!needsIssue && !needsResolution && !mayBeClosed) continue;
    if (!(await claim(item.id))) continue;
    const ref = { key: item.issueKey ?? '', id: item.issueId ?? '', url: item.issueUrl ?? '' };
    try {
      if (needsIssue) {
        const issue = await client.open({ key: item.itemKey, title: item.title, detail: item.detail, link: siteLink(item.href) });
        const change = { issueProvider: provider, issueKey: issue.key, issueId: issue.id, issueUrl: issue.url, lastError: null };
        await settle(member, item.id, change, `Opened ${name} issue ${issue.key}: ${item.title}`);
        summary.opened += 1;
      } else if (needsResolution) {
        const { closed } = await client.resolve(ref, resolvedComment(item.kind));
        const how = closed ? 'commented and closed' : 'commented';
        await settle(member, item.id, { issueResolvedAt: new Date(), lastError: null }, `${name} issue ${ref.key} ${how}: ${item.title}`);
        summary.resolved += 1;
      } else {
        const state = await client.stateOf(ref);
        if (state.closed) {
          const closedAt = state.closedAt ? new Date(state.closedAt) : new Date();
          await settle(member, item.id, {
            issueClosedBy: state.closedBy,
            issueClosedAt: Number.isNaN(closedAt.getTime()) ? new Date() : closedAt,
            lastError: null,
          });
          summary.closedInTracker += 1;
        } else {
          await settle(member, item.id, { lastError: null });
        }
      }
    } catch (error) {
      // Kept on the item and shown in Settings; the next sync tries again.
      await settle(member, item.id, { lastError: `${name}: ${client.failureOf(error)}` });
      summary.failed += 1;
    }
  }
}

/** Posts one message naming every open item not announced yet; on a failure they stay unannounced for the next sync. */
async function syncChannel(member: Member, channel: NonNullable<Destinations['channel']>, items: Row[], summary: SyncSummary) {
  const fresh = items.filter((item) => item.status === 'open' && !item.alertedAt);
  const text = alertText(
    fresh.map((item) => ({ title: item.title, detail: item.detail, link: siteLink(item.href) })),
    member.organizationName,
  );
  if (!text) return;
  const db = await getDb();
  const ids = fresh.map((item) => item.id);
  try {
    await channel.post(text);
    await db.transaction(async (tx) => {
      await tx.update(trackerItems).set({ alertedAt: new Date() }).where(inArray(trackerItems.id, ids));
      await recordActivity(tx, member, {
        action: 'tracker.alerted',
        recordType: 'tracker-item',
        summary: `Posted ${fresh.length === 1 ? '1 item' : `${fresh.length} items`} to Slack`,
      });
    });
    summary.alerted += fresh.length;
  } catch (error) {
    await db
      .update(trackerItems)
      .set({ lastError: `Slack: ${channel.failureOf(error)}` })
      .where(inArray(trackerItems.id, ids));
    summary.failed += fresh.length;
  }
}

/**
 * One sync of the organization's tracker and channel: the items needing work are refreshed from the latest check
 * runs and the tasks, then each open item without an issue gets one, each fixed item's issue a comment (and a close
 * where the tracker allows it), each open issue is read to show whether it was closed there, and the new items are
 * announced in one message. A closed issue does not make its check pass: only a run does. Every failure is kept on
 * its item for Settings and tried again on the next sync.
 */
export async function syncOrganization(member: Member, now: Date = new Date()): Promise<SyncSummary> {
  const destinations = await openDestinations(member);
  const summary: SyncSummary = { opened: 0, resolved: 0, closedInTracker: 0, alerted: 0, failed: 0, problems: destinations.problems };
  if (!destinations.tracker && !destinations.channel) return summary;
  const items = await refreshItems(member, now);
  if (destinations.tracker) await syncTracker(member, destinations.tracker, items, summary);
  if (destinations.channel) await syncChannel(member, destinations.channel, items, summary);
  return summary;
}

/** Sync now (members and admins): the same sync the schedule makes after the check runs. */
export const syncTrackers = guardedWrite('records.edit', (member: Member, now: Date = new Date()) => syncOrganization(member, now));
