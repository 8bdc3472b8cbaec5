'use client';

import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { isOverdue, issueCategoryOptions, issuePriorityOptions, issueStatusLabels } from '@/lib/domain/ccpa-issues/rules';
import type { FormAction } from '@/lib/schemas/form-state';
import type { Issue, IssuePriority, IssueStatus } from '@/lib/schemas/ccpa-issues/records';
import { CloseIssueButton } from './close-issue-button';

const priorityTones: Record<IssuePriority, BadgeTone> = { critical: 'danger', high: 'warning', medium: 'info', low: 'neutral' };
const statusTones: Record<IssueStatus, BadgeTone> = { open: 'warning', 'in-progress': 'info', closed: 'success' };
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** What the card offers to those who may edit: a checkbox for the bulk actions, Edit and Close. */
export type IssueCardEditing = {
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
  closeIssue: FormAction<Issue>;
};

/**
 * One issue: reference, status, title, description, priority, category and tags, assignee and due date; with
 * `editing`, a selection checkbox and the Edit and Close buttons.
 */
export function IssueCard({ issue, today, editing }: { issue: Issue; today: string; editing?: IssueCardEditing }) {
  const priority = issuePriorityOptions.find((option) => option.value === issue.priority)?.label ?? issue.priority;
  const category = issueCategoryOptions.find((option) => option.value === issue.category)?.label ?? issue.category;
  const overdue = isOverdue(issue, today);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <article aria-labelledby={`issue-${issue.id}`}>
        <div className="flex flex-wrap items-center gap-2">
          {editing ? (
            <input
              type="checkbox"
              aria-label={`Select ${issue.reference}`}
              checked={editing.selected}
              onChange={(event) => editing.onSelect(event.target.checked)}
              className="h-4 w-4 rounded border-slate-400 text-indigo-700 focus:outline-2 focus:outline-indigo-600"
            />
          ) : null}
          <span className="font-mono text-xs font-semibold text-slate-700">{issue.reference}</span>
          <Badge tone={statusTones[issue.status]}>{issueStatusLabels[issue.status]}</Badge>
          <Badge tone={priorityTones[issue.priority]}>{priority}</Badge>
          <Badge tone="neutral">{category}</Badge>
          {overdue && <Badge tone="danger">Overdue</Badge>}
        </div>
        <h3 id={`issue-${issue.id}`} className="mt-2 text-base font-semibold text-slate-900">
          {issue.title}
        </h3>
        <p className="mt-1 text-sm text-slate-600">{issue.description}</p>
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1">
          {issue.tags.map((tag) => (
            <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
              {tag}
            </li>
          ))}
        </ul>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="text-slate-600">Assignee:</dt>
            <dd className="font-medium text-slate-900">{issue.assignee ?? 'Unassigned'}</dd>
          </div>
          <div className="flex gap-1">
            <dt className="text-slate-600">Due:</dt>
            <dd className={`font-medium ${overdue ? 'text-red-800' : 'text-slate-900'}`}>
              <time dateTime={issue.dueDate}>{dateFormat.format(new Date(`${issue.dueDate}T00:00:00Z`))}</time>
            </dd>
          </div>
        </dl>
        {editing ? (
          <div className="mt-4 flex flex-wrap items-start gap-2">
            <Button variant="secondary" onClick={editing.onEdit} aria-label={`Edit issue ${issue.reference}`}>
              Edit
            </Button>
            {issue.status !== 'closed' ? <CloseIssueButton issue={issue} action={editing.closeIssue} /> : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}
