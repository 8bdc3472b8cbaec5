'use client';

import { FilterChips } from '@/components/manage/filter-chips';
import { SearchBox } from '@/components/manage/search-box';
import { SelectField } from '@/components/ui/field';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import { filterFrameworks, frameworkTagChips } from '@/lib/domain/frameworks/followed';
import type { Framework } from '@/lib/schemas/frameworks/records';
import { FrameworkCard } from './framework-card';
import type { ActivateFrameworkAction, RemoveFrameworkAction } from './types';

const keys = ['status', 'category', 'search', 'tag'] as const;

const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'progress', label: 'In Progress' },
  { value: 'inactive', label: 'Available' },
];
const categoryOptions = [
  { value: 'healthcare', label: 'Healthcare' },
  { value: 'finance', label: 'Finance' },
  { value: 'security', label: 'Security' },
  { value: 'privacy', label: 'Privacy' },
];

/**
 * The Frameworks filters (kept in the URL query) and the matching cards, with the overlap previews of Available
 * frameworks (`overlaps`, by id), Remove on followed ones when `removeAction` is handed down, and Activate
 * through `activateAction`.
 */
export function FrameworksScreen({
  frameworks,
  overlaps = {},
  canEdit,
  removeAction,
  activateAction,
}: {
  frameworks: readonly Framework[];
  overlaps?: Readonly<Record<string, string>>;
  canEdit: boolean;
  removeAction?: RemoveFrameworkAction;
  activateAction?: ActivateFrameworkAction;
}) {
  const [filters, setFilters] = useUrlFilters(keys);
  const visible = filterFrameworks(frameworks, filters);
  return (
    <section aria-labelledby="framework-list">
      <h2 id="framework-list" className="sr-only">
        Framework list
      </h2>
      <div className="mb-4 grid gap-4 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:grid-cols-3">
        <SearchBox
          label="Search frameworks"
          value={filters.search}
          placeholder="Search by name or description"
          onSearch={(search) => setFilters({ search })}
        />
        <SelectField
          label="Status"
          options={statusOptions}
          placeholder="All statuses"
          value={filters.status}
          onChange={(event) => setFilters({ status: event.target.value })}
        />
        <SelectField
          label="Category"
          options={categoryOptions}
          placeholder="All categories"
          value={filters.category}
          onChange={(event) => setFilters({ category: event.target.value })}
        />
        <div className="md:col-span-3">
          <FilterChips label="Tags" chips={frameworkTagChips} value={filters.tag} onChange={(tag) => setFilters({ tag })} />
        </div>
      </div>
      <p role="status" className="mb-3 text-sm text-slate-600">
        Showing {visible.length} of {frameworks.length} frameworks
      </p>
      {visible.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center text-sm text-slate-600">
          No frameworks match these filters.
        </p>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {visible.map((framework) => (
            <FrameworkCard
              key={framework.id}
              framework={framework}
              canEdit={canEdit}
              overlap={overlaps[framework.id]}
              removeAction={removeAction}
              activateAction={activateAction}
            />
          ))}
        </div>
      )}
    </section>
  );
}
