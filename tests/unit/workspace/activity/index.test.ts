/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { activity } from '@/lib/db/schema';
import { deleteActivityPastRetention } from '@/lib/workspace/activity';
import { listActivity, recentActivity, recordActivity } from '@/lib/workspace/activity';
import { founder, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('workspace-activity');

describe('recentActivity', () => {
  it('answers the organization’s newest entries, newest first, and never another organization’s', async () => {
    const mine = await founder('Mine');
    const theirs = await founder('Theirs');
    const db = await getDb();
    for (let index = 1; index <= 7; index += 1) {
      await db.transaction((tx) => recordActivity(tx, mine, { action: 'test.entry', recordType: 'note', summary: `Entry ${index}` }));
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    await db.transaction((tx) => recordActivity(tx, theirs, { action: 'test.entry', recordType: 'note', summary: 'Not mine' }));

    const latest = await recentActivity(mine, 5);
    expect(latest.map((entry) => entry.summary)).toEqual(['Entry 7', 'Entry 6', 'Entry 5', 'Entry 4', 'Entry 3']);
    // The same entries as the first page of the log, which also counts the whole log.
    const page = await listActivity(mine, 1, 5);
    expect(page.entries).toEqual(latest);
    expect(page.total).toBeGreaterThanOrEqual(7);
    expect((await recentActivity(theirs, 5)).map((entry) => entry.summary)).toContain('Not mine');
    expect((await recentActivity(mine, 50)).some((entry) => entry.summary === 'Not mine')).toBe(false);
  });
});

describe("the activity log's retention", () => {
  it('deletes entries older than ACTIVITY_RETENTION_DAYS, of every organization, and keeps the rest', async () => {
    const first = await founder('Retention one');
    const second = await founder('Retention two');
    const db = await getDb();
    const day = 24 * 60 * 60 * 1000;
    const now = new Date();
    for (const [member, age] of [
      [first, 3 * 365 + 2],
      [first, 10],
      [second, 5 * 365],
    ] as const) {
      await db.insert(activity).values({
        organizationId: member.organizationId,
        actorName: 'Old',
        actorSubject: member.subject,
        action: 'test.aged',
        recordType: 'test',
        summary: `Aged ${age} days`,
        createdAt: new Date(now.getTime() - age * day),
      });
    }
    await deleteActivityPastRetention(now);
    const left = await db.select({ summary: activity.summary }).from(activity).where(eq(activity.action, 'test.aged'));
    expect(left.map((row) => row.summary)).toEqual(['Aged 10 days']);
  });
});
