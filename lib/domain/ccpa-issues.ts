import { issueCategorySchema, issuePrioritySchema, type Issue, type IssueCategory, type IssuePriority, type IssueStatus } from '@/lib/schemas/issue';

const isPriority = (value: string): value is IssuePriority => issuePrioritySchema.safeParse(value).success;
const isCategory = (value: string): value is IssueCategory => issueCategorySchema.safeParse(value).success;

/** The CCPA screen's filters as read from the URL query ('' means any). */
export type IssueFilters = { search: string; priority: string; category: string; tag: string };

export const issueTagChips = [
  { value: 'all', label: 'All Issues' },
  { value: 'critical', label: 'Critical' },
  { value: 'high', label: 'High Priority' },
  { value: 'overdue', label: 'Overdue' },
  { value: 'unassigned', label: 'Unassigned' },
] as const;

/** True when the due date (YYYY-MM-DD) is before today (YYYY-MM-DD); string order is date order for this form. */
export function isOverdue(issue: Issue, today: string): boolean {
  return issue.dueDate < today;
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
 * category match exactly, and the tag chip applies its own rule; unknown values are ignored. `today` is YYYY-MM-DD.
 */
export function filterIssues(issues: readonly Issue[], filters: IssueFilters, today: string): Issue[] {
  const search = filters.search.trim().toLowerCase();
  return issues.filter(
    (issue) =>
      (!search || issue.title.toLowerCase().includes(search) || issue.description.toLowerCase().includes(search)) &&
      (!isPriority(filters.priority) || issue.priority === filters.priority) &&
      (!isCategory(filters.category) || issue.category === filters.category) &&
      matchesChip(issue, filters.tag, today),
  );
}

/** Overview figures: total, critical, high, overdue and unassigned counts. */
export function issueOverview(issues: readonly Issue[], today: string) {
  return {
    total: issues.length,
    critical: issues.filter((issue) => issue.priority === 'critical').length,
    high: issues.filter((issue) => issue.priority === 'high').length,
    overdue: issues.filter((issue) => isOverdue(issue, today)).length,
    unassigned: issues.filter((issue) => issue.assignee === null).length,
  };
}

/** Issue counts per category, in the spec's category order, for the Issue Summary. */
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
