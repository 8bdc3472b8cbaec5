import {
  issueCategorySchema,
  issuePrioritySchema,
  type Issue,
  type IssueCategory,
  type IssuePriority,
  type IssueStatus,
} from '@/lib/schemas/ccpa-issues/records';

const isPriority = (value: string): value is IssuePriority => issuePrioritySchema.safeParse(value).success;
const isCategory = (value: string): value is IssueCategory => issueCategorySchema.safeParse(value).success;

/**
 * The CCPA screen's filters as read from the URL query ('' means any). `status` '' lists the issues still to
 * deal with (open and in progress); 'open', 'in-progress' or 'closed' lists that status, 'all' every issue.
 */
export type IssueFilters = { search: string; priority: string; category: string; tag: string; status?: string };

export const issueFilterKeys = ['search', 'priority', 'category', 'tag', 'status'] as const;

export const issueStatusFilterOptions = [
  { value: 'open', label: 'Open' },
  { value: 'in-progress', label: 'In Progress' },
  { value: 'closed', label: 'Closed' },
  { value: 'all', label: 'All statuses' },
] as const;

const chipValues: readonly string[] = ['critical', 'high', 'overdue', 'unassigned'];
const statusValues: readonly string[] = issueStatusFilterOptions.map((option) => option.value);

/**
 * The filters of a URL query, normalised: unknown priorities, categories, chips and statuses read as '' (any, or
 * open and in progress for the status), as the controls then show; the search is trimmed and at most 200 characters.
 */
export function issueFiltersFrom(query: Readonly<Record<string, string | string[] | undefined>>): Required<IssueFilters> {
  const first = (key: string) => {
    const value = query[key];
    return (Array.isArray(value) ? value[0] : value) ?? '';
  };
  const priority = first('priority');
  const category = first('category');
  const tag = first('tag');
  const status = first('status');
  return {
    search: first('search').trim().slice(0, 200),
    priority: isPriority(priority) ? priority : '',
    category: isCategory(category) ? category : '',
    tag: chipValues.includes(tag) ? tag : '',
    status: statusValues.includes(status) ? status : '',
  };
}

/** CCPA-YYYY-NNN: the year and the issue's number in it, at least three digits. */
export function formatIssueReference(year: number, number: number): string {
  return `CCPA-${year}-${String(number).padStart(3, '0')}`;
}

/** The tags as the edit form's text field shows them. */
export function tagsText(tags: readonly string[]): string {
  return tags.join(', ');
}

function matchesStatus(issue: Issue, status: string): boolean {
  if (status === 'all') return true;
  if (status === 'open' || status === 'in-progress' || status === 'closed') return issue.status === status;
  return issue.status !== 'closed';
}

export const issueTagChips = [
  { value: 'all', label: 'All Issues' },
  { value: 'critical', label: 'Critical' },
  { value: 'high', label: 'High Priority' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'unassigned', label: 'Unassigned' },
] as const;

/**
 * True when the issue is not closed and its due date (YYYY-MM-DD) is before today (YYYY-MM-DD); string order is
 * date order for this form.
 */
export function isOverdue(issue: Pick<Issue, 'dueDate' | 'status'>, today: string): boolean {
  return issue.status !== 'closed' && issue.dueDate < today;
}

function matchesChip(issue: Issue, tag: string, today: string): boolean {
  switch (tag) {
    case '':
    case 'all':
      return true;
    case 'critical':
      return issue.priority === 'critical';
    case 'high':
      return issue.priority === 'high';
    case 'overdue':
      return isOverdue(issue, today);
    case 'unassigned':
      return issue.assignee === null;
    default:
      // An unknown chip (an edited link) is ignored, as the chips then show All Issues.
      return true;
  }
}

/**
 * The issues that pass every filter: search matches title or description (case-insensitive), priority and
 * category match exactly, the tag chip applies its own rule and the status filter its own (closed issues only
 * when asked for); unknown values are ignored. `today` is YYYY-MM-DD. The workspace applies the same rules in SQL
 * (lib/workspace/ccpa-issues/issues.ts); this is their reference, and its tests cover both.
 */
export function filterIssues(issues: readonly Issue[], filters: IssueFilters, today: string): Issue[] {
  const search = filters.search.trim().toLowerCase();
  return issues.filter(
    (issue) =>
      (!search || issue.title.toLowerCase().includes(search) || issue.description.toLowerCase().includes(search)) &&
      (!isPriority(filters.priority) || issue.priority === filters.priority) &&
      (!isCategory(filters.category) || issue.category === filters.category) &&
      matchesChip(issue, filters.tag, today) &&
      matchesStatus(issue, filters.status ?? ''),
  );
}

/** Overview figures of the issues given (the page gives the open and in-progress ones): total, critical, high, overdue and unassigned counts. */
export function issueOverview(issues: readonly Issue[], today: string) {
  return {
    total: issues.length,
    critical: issues.filter((issue) => issue.priority === 'critical').length,
    high: issues.filter((issue) => issue.priority === 'high').length,
    overdue: issues.filter((issue) => isOverdue(issue, today)).length,
    unassigned: issues.filter((issue) => issue.assignee === null).length,
  };
}

/** Issue counts per category, in the order of the category options, for the Issue Summary. */
export function issuesByCategory(issues: readonly Issue[]): { category: IssueCategory; count: number }[] {
  return issueCategoryOptions.map(({ value }) => ({ category: value, count: issues.filter((issue) => issue.category === value).length }));
}

export const issuePriorityOptions: readonly { value: IssuePriority; label: string }[] = [
  { value: 'critical', label: 'Critical' },
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
];

export const issueCategoryOptions: readonly { value: IssueCategory; label: string }[] = [
  { value: 'consent', label: 'Consent' },
  { value: 'deletion', label: 'Deletion' },
  { value: 'disclosure', label: 'Disclosure' },
  { value: 'opt-out', label: 'Opt-out' },
  { value: 'minors', label: 'Minors' },
];

export const issueStatusLabels: Record<IssueStatus, string> = {
  open: 'Open',
  'in-progress': 'In Progress',
  closed: 'Closed',
};
