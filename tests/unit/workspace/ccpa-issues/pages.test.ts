/** @jest-environment node */
import { getDb } from '@/lib/db/client';
import { ccpaIssues } from '@/lib/db/schema';
import {
  filterIssues,
  issueCategoryOptions,
  issueOverview,
  issuePriorityOptions,
  issuesByCategory,
  type IssueFilters,
} from '@/lib/domain/ccpa-issues/rules';
import { PAGE_SIZE } from '@/lib/domain/list-query';
import { ccpaIssueOverview, countCcpaIssues, pageCcpaIssues } from '@/lib/workspace/ccpa-issues';
import { closeCcpaIssue, createCcpaIssue, listCcpaIssues } from '@/lib/workspace/ccpa-issues';
import type { Member } from '@/lib/workspace/member';
import { founder, joinAs, withThrowAwayDatabase } from '../fixtures';

withThrowAwayDatabase('ccpa-issue-pages');

const today = '2026-11-23';
const none: Required<IssueFilters> = { search: '', priority: '', category: '', tag: '', status: '' };
const all = { ...none, status: 'all' };

/** An organization with 47 issues of every priority and category, some overdue, some unassigned, some closed or in progress. */
async function organizationWithIssues(name: string): Promise<Member> {
  const admin = await founder(name);
  await (await getDb()).insert(ccpaIssues).values(
    Array.from({ length: 47 }, (_, n) => ({
      organizationId: admin.organizationId,
      reference: `CCPA-2026-${String(n + 1).padStart(3, '0')}`,
      title: n % 5 === 0 ? `Consent banner ${n}` : `Finding ${n}`,
      description: 'Found in the review.',
      priority: issuePriorityOptions[n % 4]!.value,
      category: issueCategoryOptions[n % 5]!.value,
      tags: [],
      assignee: n % 3 === 0 ? null : 'Sarah Chen',
      dueOn: n % 2 ? '2026-11-01' : '2027-01-31',
      status: n % 7 === 0 ? ('closed' as const) : n % 4 === 1 ? ('in-progress' as const) : ('open' as const),
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, n)),
    })),
  );
  return admin;
}

describe('the CCPA screen read a page at a time', () => {
  it('counts the overview in SQL exactly as the domain rules count the open and in-progress issues', async () => {
    const admin = await organizationWithIssues('Overview');
    const open = await listCcpaIssues(admin, none, today);
    expect(await ccpaIssueOverview(admin, today)).toEqual(issueOverview(open, today));
    expect((await ccpaIssueOverview(admin, today)).total).toBe(40);
  });

  it('pages every filter as the domain rules filter, with the Issue Summary of every matching issue', async () => {
    const admin = await organizationWithIssues('Paged');
    const everything = await listCcpaIssues(admin, all, today);
    const cases: Partial<IssueFilters>[] = [
      {},
      { status: 'all' },
      { status: 'closed' },
      { search: 'consent' },
      { priority: 'high' },
      { category: 'minors', status: 'all' },
      { tag: 'overdue' },
      { tag: 'unassigned', priority: 'low' },
    ];
    for (const filters of cases) {
      const complete = { ...none, ...filters };
      const expected = filterIssues(everything, complete, today);
      const pageCount = Math.max(1, Math.ceil(expected.length / PAGE_SIZE));
      const shown = [];
      for (let page = 1; page <= pageCount; page += 1) {
        const read = await pageCcpaIssues(admin, complete, page, today);
        expect({ filters, total: read.total, page: read.page, pageCount: read.pageCount }).toEqual({
          filters,
          total: expected.length,
          page,
          pageCount,
        });
        expect(read.rows.length).toBeLessThanOrEqual(PAGE_SIZE);
        expect(read.byCategory).toEqual(issuesByCategory(expected));
        shown.push(...read.rows.map((issue) => issue.reference));
      }
      expect({ filters, shown }).toEqual({ filters, shown: expected.map((issue) => issue.reference) });
      expect(await countCcpaIssues(admin, complete, today)).toBe(expected.length);
    }
  });

  it('answers the last page for a page past the end, and the empty first page of an organization without issues', async () => {
    const admin = await organizationWithIssues('Past the end');
    const last = await pageCcpaIssues(admin, none, 99, today);
    expect(last).toMatchObject({ total: 40, page: 2, pageCount: 2 });
    expect(last.rows).toHaveLength(40 - PAGE_SIZE);
    const fresh = await founder('No issues');
    expect(await pageCcpaIssues(fresh, none, 3, today)).toMatchObject({ rows: [], total: 0, page: 1, pageCount: 1 });
    expect(await ccpaIssueOverview(fresh, today)).toEqual({ total: 0, critical: 0, high: 0, overdue: 0, unassigned: 0 });
  });

  it("shows a viewer the organization's issues and never another organization's, and follows every change at once", async () => {
    const admin = await organizationWithIssues('Owner');
    const viewer = await joinAs(admin, 'viewer');
    const other = await founder('Other');
    expect((await pageCcpaIssues(viewer, none, 1, today)).total).toBe(40);
    expect((await pageCcpaIssues(other, all, 1, today)).total).toBe(0);
    const created = await createCcpaIssue(admin, {
      title: 'New finding',
      description: 'Seen today.',
      priority: 'critical',
      category: 'deletion',
      tags: [],
      assigneeMemberId: null,
      dueDate: '2026-12-31',
    });
    expect(await ccpaIssueOverview(viewer, today)).toMatchObject({ total: 41 });
    await closeCcpaIssue(admin, created.id, created.version);
    expect(await ccpaIssueOverview(viewer, today)).toMatchObject({ total: 40 });
    expect((await pageCcpaIssues(viewer, { ...none, status: 'closed' }, 1, today)).rows.map((issue) => issue.title)).toContain(
      'New finding',
    );
  });
});
