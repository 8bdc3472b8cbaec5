/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { listActivity, recentActivity, recordActivity } from '@/lib/workspace/activity';
import { founder, withThrowAwayDatabase } from './fixtures';

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
