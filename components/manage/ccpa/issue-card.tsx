import { Badge, type BadgeTone } from '@/components/ui/badge';
import { isOverdue, issueCategoryOptions, issuePriorityOptions, issueStatusLabels } from '@/lib/domain/ccpa-issues';
import type { Issue, IssuePriority, IssueStatus } from '@/lib/schemas/issue';

const priorityTones: Record<IssuePriority, BadgeTone> = { critical: 'danger', high: 'warning', medium: 'info', low: 'neutral' };
const statusTones: Record<IssueStatus, BadgeTone> = { open: 'warning', 'in-progress': 'info', closed: 'success' };
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** One issue: reference, status, title, description, priority, category and tags, assignee and due date. */
export function IssueCard({ issue, today }: { issue: Issue; today: string }) {
  const priority = issuePriorityOptions.find((option) => option.value === issue.priority)?.label ?? issue.priority;
  const category = issueCategoryOptions.find((option) => option.value === issue.category)?.label ?? issue.category;
  const overdue = isOverdue(issue, today);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm">
      <article aria-labelledby={`issue-${issue.id}`}>
        <div className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xs font-semibold text-slate-700">{issue.reference}</span>
          <Badge tone={statusTones[issue.status]}>{issueStatusLabels[issue.status]}</Badge>
          <Badge tone={priorityTones[issue.priority]}>{priority}</Badge>
          <Badge tone="neutral">{category}</Badge>
          {overdue && <Badge tone="danger">Overdue</Badge>}
        </div>
        <h3 id={`issue-${issue.id}`} className="mt-2 text-base font-semibold text-slate-900">{issue.title}</h3>
        <p className="mt-1 text-sm text-slate-600">{issue.description}</p>
        <ul aria-label="Tags" className="mt-3 flex flex-wrap gap-1">
          {issue.tags.map((tag) => (
            <li key={tag} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-700">{tag}</li>
          ))}
        </ul>
        <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1"><dt className="text-slate-600">Assignee:</dt><dd className="font-medium text-slate-900">{issue.assignee ?? 'Unassigned'}</dd></div>
          <div className="flex gap-1"><dt className="text-slate-600">Due:</dt><dd className={`font-medium ${overdue ? 'text-red-800' : 'text-slate-900'}`}><time dateTime={issue.dueDate}>{dateFormat.format(new Date(`${issue.dueDate}T00:00:00Z`))}</time></dd></div>
        </dl>
      </article>
    </li>
  );
}
