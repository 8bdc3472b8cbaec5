'use client';

import type { ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { StatCard } from '@/components/ui/stat-card';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import { PAGE_SIZE } from '@/lib/domain/list-query';
import { FilterBar, type FilterSelect } from './filter-bar';
import { Pager } from './pager';
import { SectionCard } from './section-card';

export type ListStat = { label: string; value: ReactNode; hint?: ReactNode };

/** "Showing 21–40 of 45 items"; "Showing 0 items" when nothing matches. */
function showing(page: number, total: number, [one, many]: readonly [string, string]): string {
  if (total === 0) return `Showing 0 ${many}`;
  const from = (page - 1) * PAGE_SIZE + 1;
  const to = Math.min(page * PAGE_SIZE, total);
  return `Showing ${from}–${to} of ${total} ${total === 1 ? one : many}`;
}

/**
 * The frame every record screen shares (evidence, policies, audits, reports): stat cards, the screen's own blocks,
 * a filter bar whose values live in the URL, the table with its pager, the empty state of an organization with no
 * records yet and the create modal. The server reads the same URL, runs the search, filters and page in SQL and
 * hands down only the rows shown; a filter change drops the page number, so it starts again at page 1.
 */
export function RecordList({
  stats,
  before,
  searchLabel,
  selects,
  title,
  noun,
  page,
  empty,
  primaryAction,
  modal,
  children,
}: {
  stats: readonly ListStat[];
  before?: ReactNode;
  searchLabel: string;
  selects: readonly FilterSelect[];
  title: string;
  noun: readonly [string, string];
  page: { total: number; page: number; pageCount: number };
  /** Given when the organization has no records of this kind at all: replaces the filters and the table. */
  empty?: { title: string; body: ReactNode };
  primaryAction?: ReactNode;
  modal?: ReactNode;
  children: ReactNode;
}) {
  const [filters, setFilters] = useUrlFilters(['q', ...selects.map((select) => select.key)]);
  const onChange = (patch: Record<string, string>) => setFilters({ ...patch, page: '' });

  return (
    <>
      {primaryAction && !empty ? <div className="mb-6 flex justify-end">{primaryAction}</div> : null}
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {stats.map((stat) => (
          <StatCard key={stat.label} label={stat.label} value={stat.value} hint={stat.hint} />
        ))}
      </div>
      {before}
      {empty ? (
        <EmptyState title={empty.title} action={primaryAction}>
          {empty.body}
        </EmptyState>
      ) : (
        <>
          <FilterBar searchLabel={searchLabel} values={filters} selects={selects} onChange={onChange} />
          <SectionCard title={title}>
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {showing(page.page, page.total, noun)}
            </p>
            {children}
            <Pager page={page.page} pageCount={page.pageCount} label={`${title} pages`} />
          </SectionCard>
        </>
      )}
      {modal}
    </>
  );
}
