/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { ccpaIssues } from '@/lib/db/schema';
import { issueOverview } from '@/lib/domain/ccpa-issues';
import { seedCcpaIssues } from '@/lib/seed/ccpa-issues';
import { listCcpaIssues } from '@/lib/workspace/ccpa-issues';
import { founder, joinAs, withThrowAwayDatabase } from './fixtures';

withThrowAwayDatabase('ccpa-issues');

const now = new Date('2026-11-23T09:00:00Z');

describe('CCPA issues', () => {
  it('has none for a new organization', async () => {
    expect(await listCcpaIssues(await founder('Fresh'))).toEqual([]);
  });

  it('seeds the demo issues: references of the seed year, 3 open and 3 in progress, two overdue', async () => {
    const admin = await founder('Demo');
    await (await getDb()).transaction((tx) => seedCcpaIssues(tx, admin.organizationId, now));
    const issues = await listCcpaIssues(admin);
    expect(issues.map((issue) => issue.reference)).toEqual(['CCPA-2026-001', 'CCPA-2026-002', 'CCPA-2026-003', 'CCPA-2026-004', 'CCPA-2026-005', 'CCPA-2026-006']);
    expect(issues.filter((issue) => issue.status === 'open')).toHaveLength(3);
    expect(issues.filter((issue) => issue.status === 'in-progress')).toHaveLength(3);
    expect(issues[0]).toMatchObject({ title: 'Missing "Do Not Sell or Share" link on mobile app', priority: 'critical', category: 'opt-out', tags: ['Mobile', 'Consumer Rights'], assignee: 'Sarah Chen', dueDate: '2026-11-14' });
    expect(issueOverview(issues, '2026-11-23')).toEqual({ total: 6, critical: 2, high: 2, overdue: 2, unassigned: 2 });
  });

  it('leaves closed issues out, and keeps each organization to its own', async () => {
    const first = await founder('First');
    const second = await founder('Second');
    const db = await getDb();
    await db.transaction((tx) => seedCcpaIssues(tx, first.organizationId, now));
    await db.insert(ccpaIssues).values({ organizationId: first.organizationId, reference: 'CCPA-2026-007', title: 'Closed one', description: 'Done.', priority: 'low', category: 'consent', tags: [], dueOn: '2026-10-01', status: 'closed' });
    expect(await listCcpaIssues(second)).toEqual([]);
    expect((await listCcpaIssues(first)).map((issue) => issue.reference)).not.toContain('CCPA-2026-007');
    expect(await listCcpaIssues(first)).toHaveLength(6);
  });

  it('lets a viewer read the issues', async () => {
    const admin = await founder('Owner');
    const viewer = await joinAs(admin, 'viewer');
    await (await getDb()).transaction((tx) => seedCcpaIssues(tx, admin.organizationId, now));
    expect(await listCcpaIssues(viewer)).toHaveLength(6);
  });
});
