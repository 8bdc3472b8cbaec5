import { isOverdue, issuePriorityOptions, issueStatusLabels } from '@/lib/domain/ccpa-issues/rules';
import { UNASSIGNED } from '@/lib/domain/frameworks/gap-list';
import type { Issue } from '@/lib/schemas/ccpa-issues/records';

/** The action plan's open issues: reference, title, status, priority, assignee ("Unassigned" when none) and due date. */
export function ActionPlanIssues({ issues, today }: { issues: readonly Issue[]; today: string }) {
  return (
    <section aria-labelledby="plan-issues" className="rounded-lg border border-slate-200 bg-white shadow-sm">
      <h2 id="plan-issues" className="border-b border-slate-200 px-5 py-4 text-lg font-semibold text-slate-900">
        Open issues
      </h2>
      {issues.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-600">No open CCPA/CPRA issues match the filters.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Open CCPA/CPRA issues</caption>
            <thead className="bg-slate-50 text-xs text-slate-600 uppercase">
              <tr>
                {['Issue', 'Status', 'Priority', 'Assignee', 'Due date'].map((label) => (
                  <th key={label} scope="col" className="px-5 py-2">
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {issues.map((issue) => (
                <tr key={issue.id} className="align-top">
                  <th scope="row" className="px-5 py-3 font-normal text-slate-900">
                    <span className="font-mono font-semibold">{issue.reference}</span> {issue.title}
                  </th>
                  <td className="px-5 py-3">{issueStatusLabels[issue.status]}</td>
                  <td className="px-5 py-3">
                    {issuePriorityOptions.find((option) => option.value === issue.priority)?.label ?? issue.priority}
                  </td>
                  <td className="px-5 py-3">{issue.assignee ?? UNASSIGNED}</td>
                  <td className="px-5 py-3 whitespace-nowrap">
                    {issue.dueDate}
                    {isOverdue(issue, today) && <span className="ml-1 font-semibold text-red-800">(Overdue)</span>}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
