'use client';

import { downloadText } from '@/components/manage/download';
import { FilterChips } from '@/components/manage/filter-chips';
import { SearchBox } from '@/components/manage/search-box';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/field';
import { useToast } from '@/components/ui/toast';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import { filterIssues, issueCategoryOptions, issuePriorityOptions, issueTagChips } from '@/lib/domain/ccpa-issues';
import { issuesToCsv } from '@/lib/domain/issues-csv';
import type { Issue } from '@/lib/schemas/issue';
import { IssueCard } from './issue-card';
import { IssueSidebar } from './issue-sidebar';

const keys = ['search', 'priority', 'category', 'tag'] as const;

/** CCPA issue filters (kept in the URL), the matching issues, export and the sidebar. */
export function IssuesBrowser({ issues, today }: { issues: readonly Issue[]; today: string }) {
  const [filters, setFilters] = useUrlFilters(keys);
  const visible = filterIssues(issues, filters, today);
  const notify = useToast();
  const exportVisible = () => {
    downloadText(`ccpa-issues-${today}.csv`, issuesToCsv(visible));
    notify(`Exported ${visible.length} ${visible.length === 1 ? 'issue' : 'issues'}.`, 'success');
  };
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <section aria-labelledby="issue-list" className="lg:col-span-2">
        <div className="mb-4 space-y-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <div className="grid gap-4 md:grid-cols-3">
            <SearchBox label="Search issues" value={filters.search} placeholder="Search title or description" onSearch={(search) => setFilters({ search })} />
            <SelectField label="Priority" options={issuePriorityOptions} placeholder="All priorities" value={filters.priority} onChange={(e) => setFilters({ priority: e.target.value })} />
            <SelectField label="Category" options={issueCategoryOptions} placeholder="All categories" value={filters.category} onChange={(e) => setFilters({ category: e.target.value })} />
          </div>
          <FilterChips label="Issue tags" chips={issueTagChips} value={filters.tag} onChange={(tag) => setFilters({ tag })} />
          <div className="flex flex-wrap gap-2">
            <Button onClick={exportVisible} disabled={visible.length === 0}>Export Issues</Button>
            <Button variant="secondary" onClick={() => notify('Generating action plan for the shown issues...')}>Generate Action Plan</Button>
          </div>
        </div>
        <h2 id="issue-list" className="mb-3 text-lg font-semibold text-slate-900">Issues</h2>
        <p role="status" className="mb-3 text-sm text-slate-600">Showing {visible.length} of {issues.length} issues</p>
        {visible.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">No issues match these filters.</p>
        ) : (
          <ul className="space-y-3">
            {visible.map((issue) => (
              <IssueCard key={issue.id} issue={issue} today={today} />
            ))}
          </ul>
        )}
      </section>
      <IssueSidebar issues={visible} onExport={exportVisible} />
    </div>
  );
}
