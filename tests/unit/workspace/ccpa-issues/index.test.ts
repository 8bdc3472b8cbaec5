/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { ccpaIssues } from '@/lib/db/schema';
import { filterIssues, issueOverview, type IssueFilters } from '@/lib/domain/ccpa-issues/rules';
import type { IssueCreate } from '@/lib/schemas/ccpa-issues/records';
import { seedCcpaIssues } from '@/lib/seed/ccpa-issues';
import { listActivity } from '@/lib/workspace/activity';
import {
  ASSIGNEE_MESSAGE,
  assignCcpaIssues,
  closeCcpaIssue,
  createCcpaIssue,
  listCcpaIssues,
  setCcpaIssuesPriority,
  updateCcpaIssue,
} from '@/lib/workspace/ccpa-issues';
import { STALE_MESSAGE, type Member } from '@/lib/workspace/member';
import { founder, joinAs, refusal, UNKNOWN_ID, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('ccpa-issues');

const now = new Date('2026-11-23T09:00:00Z');

const input = (patch: Partial<IssueCreate> = {}): IssueCreate => ({
  title: 'Opt-out link missing',
  description: 'The footer has no opt-out link.',
  priority: 'high',
  category: 'opt-out',
  tags: ['Web'],
  assigneeMemberId: null,
  dueDate: '2026-12-15',
  ...patch,
});

async function seeded(name: string): Promise<Member> {
  const admin = await founder(name);
  await (await getDb()).transaction((tx) => seedCcpaIssues(tx, admin.organizationId, now));
  return admin;
}

const all: IssueFilters = { search: '', priority: '', category: '', tag: '', status: 'all' };

describe('listing', () => {
  it('has none for a new organization', async () => {
    expect(await listCcpaIssues(await founder('Fresh'))).toEqual([]);
  });

  it('seeds the demo issues: references of the seed year, 3 open and 3 in progress, two overdue', async () => {
    const admin = await seeded('Demo');
    const issues = await listCcpaIssues(admin);
    expect(issues.map((issue) => issue.reference)).toEqual([
      'CCPA-2026-001',
      'CCPA-2026-002',
      'CCPA-2026-003',
      'CCPA-2026-004',
      'CCPA-2026-005',
      'CCPA-2026-006',
    ]);
    expect(issues.filter((issue) => issue.status === 'open')).toHaveLength(3);
    expect(issues.filter((issue) => issue.status === 'in-progress')).toHaveLength(3);
    expect(issues[0]).toMatchObject({
      title: 'Missing "Do Not Sell or Share" link on mobile app',
      priority: 'critical',
      category: 'opt-out',
      tags: ['Mobile', 'Consumer Rights'],
      assignee: 'Sarah Chen',
      assigneeMemberId: null,
      dueDate: '2026-11-14',
      version: 1,
    });
    expect(issueOverview(issues, '2026-11-23')).toEqual({ total: 6, critical: 2, high: 2, overdue: 2, unassigned: 2 });
  });

  it('leaves closed issues out by default, and keeps each organization to its own', async () => {
    const first = await seeded('First');
    const second = await founder('Second');
    await (await getDb()).insert(ccpaIssues).values({
      organizationId: first.organizationId,
      reference: 'CCPA-2026-007',
      title: 'Closed one',
      description: 'Done.',
      priority: 'low',
      category: 'consent',
      tags: [],
      dueOn: '2026-10-01',
      status: 'closed',
    });
    expect(await listCcpaIssues(second)).toEqual([]);
    expect(await listCcpaIssues(second, all)).toEqual([]);
    expect((await listCcpaIssues(first)).map((issue) => issue.reference)).not.toContain('CCPA-2026-007');
    expect(await listCcpaIssues(first)).toHaveLength(6);
    expect((await listCcpaIssues(first, { ...all, status: 'closed' })).map((issue) => issue.reference)).toEqual(['CCPA-2026-007']);
    expect(await listCcpaIssues(first, all)).toHaveLength(7);
  });

  it('lets a viewer read the issues', async () => {
    const admin = await seeded('Owner');
    const viewer = await joinAs(admin, 'viewer');
    expect(await listCcpaIssues(viewer)).toHaveLength(6);
  });

  it('filters in SQL exactly as the domain rules say', async () => {
    const admin = await seeded('Filters');
    await createCcpaIssue(
      admin,
      input({ title: '100% of requests_late', description: 'Back\\slash', priority: 'critical', category: 'consent' }),
      now,
    );
    const closed = await createCcpaIssue(admin, input({ title: 'Closed and late', dueDate: '2026-01-01', priority: 'critical' }), now);
    await closeCcpaIssue(admin, closed.id, closed.version);
    const today = '2026-11-23';
    const everything = await listCcpaIssues(admin, all, today);
    expect(everything).toHaveLength(8);
    const cases: Partial<IssueFilters>[] = [
      {},
      { search: '45 DAYS' },
      { search: '100%' },
      { search: '_' },
      { search: '\\' },
      { search: 'nothing like it' },
      { priority: 'critical' },
      { priority: 'urgent' },
      { category: 'disclosure' },
      { tag: 'critical' },
      { tag: 'high' },
      { tag: 'overdue' },
      { tag: 'unassigned' },
      { tag: 'overdue', status: 'all' },
      { status: 'closed' },
      { status: 'open', priority: 'critical' },
      { status: 'in-progress', category: 'consent' },
      { priority: 'high', category: 'disclosure', tag: 'unassigned' },
    ];
    for (const filters of cases) {
      const complete = { search: '', priority: '', category: '', tag: '', status: '', ...filters };
      const fromSql = (await listCcpaIssues(admin, complete, today)).map((issue) => issue.reference);
      const expected = filterIssues(everything, complete, today).map((issue) => issue.reference);
      expect({ filters, references: fromSql }).toEqual({ filters, references: expected });
    }
    expect((await listCcpaIssues(admin, { ...all, status: '', search: '100%' }, today)).map((i) => i.reference)).toEqual(['CCPA-2026-007']);
    expect(await listCcpaIssues(admin, { ...all, search: '%' }, today)).toHaveLength(1);
  });
});

describe('creating', () => {
  it('numbers issues per organization and year from 001, open, with the activity row', async () => {
    const admin = await founder('Creator');
    const other = await founder('Elsewhere');
    const first = await createCcpaIssue(admin, input(), now);
    expect(first).toMatchObject({
      reference: 'CCPA-2026-001',
      status: 'open',
      version: 1,
      title: 'Opt-out link missing',
      tags: ['Web'],
      assignee: null,
      assigneeMemberId: null,
      dueDate: '2026-12-15',
    });
    expect((await createCcpaIssue(admin, input(), now)).reference).toBe('CCPA-2026-002');
    expect((await createCcpaIssue(other, input(), now)).reference).toBe('CCPA-2026-001');
    expect((await createCcpaIssue(admin, input(), new Date('2027-01-02T00:00:00Z'))).reference).toBe('CCPA-2027-001');
    expect((await createCcpaIssue(admin, input(), now)).reference).toBe('CCPA-2026-003');
    const { entries } = await listActivity(admin);
    expect(entries.find((entry) => entry.action === 'ccpa-issue.created')?.summary).toMatch(
      /^Created the CCPA issue CCPA-2026-\d{3} Opt-out link missing$/,
    );
  });

  it('continues after the seeded issues', async () => {
    const admin = await seeded('After Seed');
    expect((await createCcpaIssue(admin, input(), now)).reference).toBe('CCPA-2026-007');
  });

  it('gives 10 concurrent creates the numbers 001 to 010, without gaps or duplicates', async () => {
    const admin = await founder('Concurrent');
    const member = await joinAs(admin, 'member');
    const created = await Promise.all(
      Array.from({ length: 10 }, (_, index) => createCcpaIssue(index % 2 ? member : admin, input({ title: `Issue ${index}` }), now)),
    );
    const expected = Array.from({ length: 10 }, (_, index) => `CCPA-2026-${String(index + 1).padStart(3, '0')}`);
    expect(created.map((issue) => issue.reference).sort()).toEqual(expected);
    expect((await listCcpaIssues(admin)).map((issue) => issue.reference)).toEqual(expected);
  });

  it('assigns to a member of the organization, by their name', async () => {
    const admin = await founder('Assigner');
    const mate = await joinAs(admin, 'member');
    const issue = await createCcpaIssue(admin, input({ assigneeMemberId: mate.id }), now);
    expect(issue).toMatchObject({ assignee: mate.displayName, assigneeMemberId: mate.id });
  });

  it("refuses another organization's member, or an unknown id, as assignee and stores nothing", async () => {
    const admin = await founder('Careful');
    const stranger = await founder('Stranger');
    expect(await refusal(createCcpaIssue(admin, input({ assigneeMemberId: stranger.id }), now))).toMatchObject({
      kind: 'invalid',
      message: ASSIGNEE_MESSAGE,
    });
    expect(await refusal(createCcpaIssue(admin, input({ assigneeMemberId: UNKNOWN_ID }), now))).toMatchObject({ kind: 'invalid' });
    expect(await refusal(createCcpaIssue(admin, input({ assigneeMemberId: 'not-a-uuid' }), now))).toMatchObject({ kind: 'not-found' });
    expect(await listCcpaIssues(admin, all)).toEqual([]);
    // The refused attempts took no number.
    expect((await createCcpaIssue(admin, input(), now)).reference).toBe('CCPA-2026-001');
  });

  it('lets a member create, and refuses a viewer', async () => {
    const admin = await founder('Roles');
    const member = await joinAs(admin, 'member');
    const viewer = await joinAs(admin, 'viewer');
    expect((await createCcpaIssue(member, input(), now)).reference).toBe('CCPA-2026-001');
    expect(await refusal(createCcpaIssue(viewer, input(), now))).toMatchObject({ kind: 'forbidden' });
    expect(await listCcpaIssues(admin)).toHaveLength(1);
  });
});

describe('editing and closing', () => {
  it('saves every field and the status, with a new version', async () => {
    const admin = await founder('Editor');
    const mate = await joinAs(admin, 'member');
    const issue = await createCcpaIssue(admin, input(), now);
    const saved = await updateCcpaIssue(admin, {
      ...input({
        title: 'Renamed',
        priority: 'low',
        category: 'minors',
        tags: ['A', 'B'],
        assigneeMemberId: mate.id,
        dueDate: '2027-02-01',
      }),
      status: 'in-progress',
      id: issue.id,
      version: issue.version,
    });
    expect(saved).toMatchObject({
      id: issue.id,
      reference: 'CCPA-2026-001',
      title: 'Renamed',
      priority: 'low',
      category: 'minors',
      tags: ['A', 'B'],
      assignee: mate.displayName,
      assigneeMemberId: mate.id,
      dueDate: '2027-02-01',
      status: 'in-progress',
      version: 2,
    });
    const unassigned = await updateCcpaIssue(mate, { ...input(), assigneeMemberId: null, status: 'open', id: issue.id, version: 2 });
    expect(unassigned).toMatchObject({ assignee: null, assigneeMemberId: null, version: 3 });
  });

  it('keeps a seeded assignee who is not a member when the form keeps it', async () => {
    const admin = await seeded('Keeper');
    const [first] = await listCcpaIssues(admin);
    const saved = await updateCcpaIssue(admin, {
      ...input({ assigneeMemberId: undefined }),
      status: 'in-progress',
      id: first!.id,
      version: first!.version,
    });
    expect(saved).toMatchObject({ assignee: 'Sarah Chen', assigneeMemberId: null, title: 'Opt-out link missing' });
  });

  it('refuses a stale version and changes nothing', async () => {
    const admin = await founder('Stale');
    const issue = await createCcpaIssue(admin, input(), now);
    await updateCcpaIssue(admin, { ...input({ title: 'First edit' }), status: 'open', id: issue.id, version: 1 });
    expect(
      await refusal(updateCcpaIssue(admin, { ...input({ title: 'Second edit' }), status: 'open', id: issue.id, version: 1 })),
    ).toMatchObject({ kind: 'conflict', message: STALE_MESSAGE });
    expect(await refusal(closeCcpaIssue(admin, issue.id, 1))).toMatchObject({ kind: 'conflict' });
    expect(await listCcpaIssues(admin)).toMatchObject([{ title: 'First edit', status: 'open', version: 2 }]);
  });

  it("answers not found for another organization's issue and changes nothing", async () => {
    const admin = await founder('Owner Org');
    const stranger = await founder('Other Org');
    const issue = await createCcpaIssue(admin, input(), now);
    expect(
      await refusal(updateCcpaIssue(stranger, { ...input({ title: 'Hijacked' }), status: 'closed', id: issue.id, version: 1 })),
    ).toMatchObject({ kind: 'not-found' });
    expect(await refusal(closeCcpaIssue(stranger, issue.id, 1))).toMatchObject({ kind: 'not-found' });
    expect(await refusal(closeCcpaIssue(admin, 'nope', 1))).toMatchObject({ kind: 'not-found' });
    expect(
      await refusal(updateCcpaIssue(admin, { ...input(), assigneeMemberId: stranger.id, status: 'open', id: issue.id, version: 1 })),
    ).toMatchObject({ kind: 'invalid', message: ASSIGNEE_MESSAGE });
    expect(await listCcpaIssues(admin)).toMatchObject([{ title: 'Opt-out link missing', assignee: null, status: 'open', version: 1 }]);
  });

  it('closes an issue: it leaves the default list, the closed filter shows it', async () => {
    const admin = await founder('Closer');
    const issue = await createCcpaIssue(admin, input(), now);
    expect(await closeCcpaIssue(admin, issue.id, 1)).toMatchObject({ status: 'closed', version: 2 });
    expect(await listCcpaIssues(admin)).toEqual([]);
    expect(await listCcpaIssues(admin, { ...all, status: 'closed' })).toHaveLength(1);
    expect((await listActivity(admin)).entries[0]).toMatchObject({
      action: 'ccpa-issue.closed',
      summary: 'Closed the CCPA issue CCPA-2026-001 Opt-out link missing',
    });
  });

  it('refuses a viewer editing or closing', async () => {
    const admin = await founder('Viewer Org');
    const viewer = await joinAs(admin, 'viewer');
    const issue = await createCcpaIssue(admin, input(), now);
    expect(
      await refusal(updateCcpaIssue(viewer, { ...input({ title: 'Viewer' }), status: 'open', id: issue.id, version: 1 })),
    ).toMatchObject({ kind: 'forbidden' });
    expect(await refusal(closeCcpaIssue(viewer, issue.id, 1))).toMatchObject({ kind: 'forbidden' });
    expect(await listCcpaIssues(admin)).toMatchObject([{ status: 'open', version: 1 }]);
  });
});

describe('bulk changes', () => {
  it('assigns the selected issues to a member, one activity row each, and unassigns them', async () => {
    const admin = await founder('Bulk');
    const mate = await joinAs(admin, 'member');
    const a = await createCcpaIssue(admin, input(), now);
    const b = await createCcpaIssue(admin, input(), now);
    const c = await createCcpaIssue(admin, input(), now);
    expect(await assignCcpaIssues(mate, [a.id, b.id, a.id.toUpperCase()], admin.id)).toEqual({ count: 2 });
    const listed = await listCcpaIssues(admin);
    expect(listed.map((issue) => [issue.reference, issue.assignee, issue.assigneeMemberId, issue.version])).toEqual([
      ['CCPA-2026-001', admin.displayName, admin.id, 2],
      ['CCPA-2026-002', admin.displayName, admin.id, 2],
      ['CCPA-2026-003', null, null, 1],
    ]);
    const assigned = (await listActivity(admin)).entries
      .filter((entry) => entry.action === 'ccpa-issue.assigned')
      .map((entry) => entry.summary)
      .sort();
    expect(assigned).toEqual([
      `Assigned the CCPA issue CCPA-2026-001 to ${admin.displayName}`,
      `Assigned the CCPA issue CCPA-2026-002 to ${admin.displayName}`,
    ]);
    expect(await assignCcpaIssues(admin, [a.id, c.id], null)).toEqual({ count: 2 });
    expect((await listCcpaIssues(admin)).map((issue) => issue.assignee)).toEqual([null, admin.displayName, null]);
  });

  it("refuses the whole change when one id is another organization's, unknown or not a UUID", async () => {
    const admin = await founder('Bulk Owner');
    const stranger = await founder('Bulk Stranger');
    const mine = await createCcpaIssue(admin, input(), now);
    const theirs = await createCcpaIssue(stranger, input(), now);
    for (const ids of [[mine.id, theirs.id], [mine.id, UNKNOWN_ID], [mine.id, 'x'], []]) {
      expect((await refusal(assignCcpaIssues(admin, ids, admin.id))).kind).toBe(ids.length === 0 ? 'invalid' : 'not-found');
      expect((await refusal(setCcpaIssuesPriority(admin, ids, 'low'))).kind).toBe(ids.length === 0 ? 'invalid' : 'not-found');
    }
    expect(await refusal(assignCcpaIssues(admin, [mine.id], stranger.id))).toMatchObject({ kind: 'invalid', message: ASSIGNEE_MESSAGE });
    expect(await listCcpaIssues(admin)).toMatchObject([{ assignee: null, priority: 'high', version: 1 }]);
    expect(await listCcpaIssues(stranger)).toMatchObject([{ assignee: null, priority: 'high', version: 1 }]);
  });

  it('sets the priority of the selected issues', async () => {
    const admin = await founder('Priority');
    const a = await createCcpaIssue(admin, input(), now);
    const b = await createCcpaIssue(admin, input(), now);
    await createCcpaIssue(admin, input(), now);
    expect(await setCcpaIssuesPriority(admin, [a.id, b.id], 'critical')).toEqual({ count: 2 });
    expect((await listCcpaIssues(admin)).map((issue) => issue.priority)).toEqual(['critical', 'critical', 'high']);
    expect((await listActivity(admin)).entries.filter((entry) => entry.action === 'ccpa-issue.priority')).toHaveLength(2);
  });

  it('refuses a viewer', async () => {
    const admin = await founder('Bulk Viewer');
    const viewer = await joinAs(admin, 'viewer');
    const issue = await createCcpaIssue(admin, input(), now);
    expect(await refusal(assignCcpaIssues(viewer, [issue.id], null))).toMatchObject({ kind: 'forbidden' });
    expect(await refusal(setCcpaIssuesPriority(viewer, [issue.id], 'low'))).toMatchObject({ kind: 'forbidden' });
  });
});
