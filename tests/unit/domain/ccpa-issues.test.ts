import { filterIssues, isOverdue, issueOverview, issuesByCategory, issueStatusLabels, type IssueFilters } from '@/lib/domain/ccpa-issues';
import type { Issue } from '@/lib/schemas/issue';

// `id` here is the reference's number; a record's id is a UUID, which no filter reads.
const issue = ({ id, ...patch }: Partial<Omit<Issue, 'id'>> & { id: string }): Issue => ({
  id: `00000000-0000-4000-8000-000000000${id.slice(-3)}`,
  reference: id,
  status: 'open',
  title: 'Title',
  description: 'Description',
  priority: 'medium',
  category: 'consent',
  tags: [],
  assignee: 'Ann',
  dueDate: '2026-12-01',
  ...patch,
});

const issues: Issue[] = [
  issue({ id: 'CCPA-2026-001', title: 'Missing opt-out link', priority: 'critical', category: 'opt-out', dueDate: '2026-11-01' }),
  issue({ id: 'CCPA-2026-002', description: 'Deletion requests are late', priority: 'critical', category: 'deletion', assignee: null }),
  issue({ id: 'CCPA-2026-003', title: 'Cookie consent', priority: 'high', category: 'consent', dueDate: '2026-11-20' }),
  issue({ id: 'CCPA-2026-004', priority: 'high', category: 'disclosure', assignee: null, dueDate: '2026-11-21' }),
  issue({ id: 'CCPA-2026-005', priority: 'low', category: 'minors' }),
];
const today = '2026-11-21';
const none: IssueFilters = { search: '', priority: '', category: '', tag: '' };
const ids = (filters: Partial<IssueFilters>) => filterIssues(issues, { ...none, ...filters }, today).map((i) => i.reference.slice(-3));

describe('isOverdue', () => {
  it('is true only when the due date is before today', () => {
    expect(isOverdue(issue({ id: 'CCPA-2026-009', dueDate: '2026-11-20' }), today)).toBe(true);
    expect(isOverdue(issue({ id: 'CCPA-2026-009', dueDate: '2026-11-21' }), today)).toBe(false);
    expect(isOverdue(issue({ id: 'CCPA-2026-009', dueDate: '2027-01-01' }), today)).toBe(false);
  });
});

describe('filterIssues', () => {
  it('returns all issues without filters, or with the All Issues chip', () => {
    expect(ids({})).toHaveLength(5);
    expect(ids({ tag: 'all' })).toHaveLength(5);
  });
  it('search matches the title or the description, case-insensitively', () => {
    expect(ids({ search: 'OPT-OUT' })).toEqual(['001']);
    expect(ids({ search: 'deletion requests' })).toEqual(['002']);
    expect(ids({ search: '  cookie ' })).toEqual(['003']);
    expect(ids({ search: 'nothing like this' })).toEqual([]);
  });
  it('search does not match the id or the tags', () => {
    expect(ids({ search: 'CCPA-2026' })).toEqual([]);
  });
  it('filters by priority', () => {
    expect(ids({ priority: 'critical' })).toEqual(['001', '002']);
    expect(ids({ priority: 'medium' })).toEqual([]);
  });
  it('filters by category (a real filter, unlike the prototype)', () => {
    expect(ids({ category: 'consent' })).toEqual(['003']);
    expect(ids({ category: 'minors' })).toEqual(['005']);
  });
  it('applies each tag chip', () => {
    expect(ids({ tag: 'critical' })).toEqual(['001', '002']);
    expect(ids({ tag: 'high' })).toEqual(['003', '004']);
    expect(ids({ tag: 'overdue' })).toEqual(['001', '003']);
    expect(ids({ tag: 'unassigned' })).toEqual(['002', '004']);
    expect(ids({ tag: 'unknown' })).toHaveLength(5);
  });
  it('ignores an unknown priority or category (the controls then show all)', () => {
    expect(ids({ priority: 'urgent' })).toHaveLength(5);
    expect(ids({ category: 'other' })).toHaveLength(5);
  });
  it('combines all filters', () => {
    expect(ids({ priority: 'critical', tag: 'unassigned' })).toEqual(['002']);
    expect(ids({ priority: 'high', category: 'disclosure', tag: 'unassigned', search: 'desc' })).toEqual(['004']);
    expect(ids({ priority: 'low', category: 'consent' })).toEqual([]);
  });
});

describe('issueOverview and issuesByCategory', () => {
  it('counts total, critical, high, overdue and unassigned', () => {
    expect(issueOverview(issues, today)).toEqual({ total: 5, critical: 2, high: 2, overdue: 2, unassigned: 2 });
    expect(issueOverview([], today)).toEqual({ total: 0, critical: 0, high: 0, overdue: 0, unassigned: 0 });
  });
  it('counts per category in the spec order, zeros included', () => {
    expect(issuesByCategory(issues)).toEqual([
      { category: 'consent', count: 1 },
      { category: 'deletion', count: 1 },
      { category: 'disclosure', count: 1 },
      { category: 'opt-out', count: 1 },
      { category: 'minors', count: 1 },
    ]);
    expect(issuesByCategory([]).every((c) => c.count === 0)).toBe(true);
  });
});

describe('issueStatusLabels', () => {
  it('names each status', () => {
    expect(issueStatusLabels).toEqual({ open: 'Open', 'in-progress': 'In Progress', closed: 'Closed' });
  });
});
