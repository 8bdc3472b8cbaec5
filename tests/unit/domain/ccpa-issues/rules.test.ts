import {
  filterIssues,
  formatIssueReference,
  isOverdue,
  issueFiltersFrom,
  issueOverview,
  issuesByCategory,
  issueStatusLabels,
  tagsText,
  type IssueFilters,
} from '@/lib/domain/ccpa-issues/rules';
import {
  issueBulkAssignSchema,
  issueBulkPrioritySchema,
  issueCreateSchema,
  issueEditSchema,
  type Issue,
} from '@/lib/schemas/ccpa-issues/records';

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
  assigneeMemberId: null,
  dueDate: '2026-12-01',
  version: 1,
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
  it('is never true for a closed issue', () => {
    expect(isOverdue(issue({ id: 'CCPA-2026-009', dueDate: '2026-01-01', status: 'closed' }), today)).toBe(false);
  });
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
  it('counts per category in the order of the category options, zeros included', () => {
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

describe('status filter', () => {
  const withClosed = [
    ...issues,
    issue({ id: 'CCPA-2026-006', status: 'closed', priority: 'critical', dueDate: '2026-01-01' }),
    issue({ id: 'CCPA-2026-007', status: 'in-progress' }),
  ];
  const refs = (filters: Partial<IssueFilters>) =>
    filterIssues(withClosed, { ...none, ...filters }, today).map((i) => i.reference.slice(-3));
  it('leaves closed issues out by default', () => {
    expect(refs({})).toEqual(['001', '002', '003', '004', '005', '007']);
    expect(refs({ status: 'nonsense' })).not.toContain('006');
  });
  it('shows one status, or all of them', () => {
    expect(refs({ status: 'closed' })).toEqual(['006']);
    expect(refs({ status: 'in-progress' })).toEqual(['007']);
    expect(refs({ status: 'all' })).toHaveLength(7);
  });
  it('does not count a closed issue as overdue', () => {
    expect(refs({ status: 'all', tag: 'overdue' })).toEqual(['001', '003']);
  });
});

describe('issueFiltersFrom', () => {
  it('reads known values from the query and drops the rest', () => {
    expect(
      issueFiltersFrom({ search: '  cookie ', priority: 'high', category: 'minors', tag: 'overdue', status: 'closed', other: 'x' }),
    ).toEqual({
      search: 'cookie',
      priority: 'high',
      category: 'minors',
      tag: 'overdue',
      status: 'closed',
    });
    expect(issueFiltersFrom({ priority: 'urgent', category: 'other', tag: 'all', status: 'deleted' })).toEqual({
      search: '',
      priority: '',
      category: '',
      tag: '',
      status: '',
    });
  });
  it('takes the first of repeated values and bounds the search', () => {
    expect(issueFiltersFrom({ priority: ['low', 'high'], search: 'x'.repeat(500) })).toMatchObject({
      priority: 'low',
      search: 'x'.repeat(200),
    });
  });
});

describe('formatIssueReference and tagsText', () => {
  it('pads the number to three digits', () => {
    expect(formatIssueReference(2026, 1)).toBe('CCPA-2026-001');
    expect(formatIssueReference(2027, 42)).toBe('CCPA-2027-042');
    expect(formatIssueReference(2027, 1000)).toBe('CCPA-2027-1000');
  });
  it('joins tags for the form', () => expect(tagsText(['Web', 'Cookies'])).toBe('Web, Cookies'));
});

describe('issue forms', () => {
  const valid = {
    title: ' Cookie banner ',
    description: 'Consent is not stored.',
    priority: 'high',
    category: 'consent',
    tags: ' Web, , Cookies ,web ',
    assigneeMemberId: '',
    dueDate: '2026-12-01',
  };
  it('trims the fields and turns the tags into a list (trimmed, no empties or repeats)', () => {
    expect(issueCreateSchema.parse(valid)).toEqual({ ...valid, title: 'Cookie banner', tags: ['Web', 'Cookies'], assigneeMemberId: null });
  });
  it('accepts no tags and at most eight', () => {
    expect(issueCreateSchema.parse({ ...valid, tags: '' }).tags).toEqual([]);
    expect(issueCreateSchema.parse({ ...valid, tags: '1,2,3,4,5,6,7,8' }).tags).toHaveLength(8);
    const refused = issueCreateSchema.safeParse({ ...valid, tags: '1,2,3,4,5,6,7,8,9' });
    expect(refused.success || refused.error.issues[0]?.message).toBe('Use at most 8 tags.');
  });
  it('answers a message for each missing or wrong field', () => {
    const refused = issueCreateSchema.safeParse({ title: '', description: ' ', priority: 'urgent', category: '', dueDate: '2026-02-30' });
    expect(refused.success).toBe(false);
    const messages = Object.fromEntries((refused.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
    expect(messages).toEqual({
      title: 'Enter the title.',
      description: 'Enter the description.',
      priority: 'Choose a priority.',
      category: 'Choose a category.',
      dueDate: 'The due date is not a real date.',
    });
  });
  it('keeps the current assignee for "keep" in the edit form, and needs the status, id and version', () => {
    expect(issueEditSchema.parse({ ...valid, assigneeMemberId: 'keep', status: 'closed', id: 'x', version: '3' })).toMatchObject({
      assigneeMemberId: undefined,
      status: 'closed',
      version: 3,
    });
    expect(issueEditSchema.safeParse({ ...valid, status: 'done', id: 'x', version: '0' }).success).toBe(false);
  });
  it('bulk forms need a selection', () => {
    expect(issueBulkAssignSchema.safeParse({ ids: [], assigneeMemberId: '' }).success).toBe(false);
    expect(issueBulkAssignSchema.parse({ ids: ['a'], assigneeMemberId: '' })).toEqual({ ids: ['a'], assigneeMemberId: null });
    expect(issueBulkPrioritySchema.safeParse({ ids: ['a'], priority: 'urgent' }).success).toBe(false);
  });
});
