'use client';

import { personStatusLabels } from '@/lib/domain/people/rules';
import type { AccountFilters } from '@/lib/schemas/access-reviews/records';

const select = 'rounded-md border border-slate-300 bg-white px-2 py-1 text-sm';

/** The account filters: system, the person's status (or unmatched), admin rights, undecided only. */
export function AccountFilterBar({
  systems,
  filters,
  onChange,
  shown,
  total,
}: {
  systems: readonly { id: string; name: string }[];
  filters: AccountFilters;
  onChange: (filters: AccountFilters) => void;
  shown: number;
  total: number;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm">
      <select
        aria-label="System"
        className={select}
        value={filters.system}
        onChange={(event) => onChange({ ...filters, system: event.target.value })}
      >
        <option value="">All systems</option>
        {systems.map((system) => (
          <option key={system.id} value={system.id}>
            {system.name}
          </option>
        ))}
      </select>
      <select
        aria-label="Status"
        className={select}
        value={filters.status}
        onChange={(event) => onChange({ ...filters, status: event.target.value as AccountFilters['status'] })}
      >
        <option value="">Any status</option>
        <option value="departed">{personStatusLabels.departed}</option>
        <option value="active">{personStatusLabels.active}</option>
        <option value="upcoming">{personStatusLabels.upcoming}</option>
        <option value="unmatched">Unmatched</option>
      </select>
      <select
        aria-label="Admin"
        className={select}
        value={filters.admin}
        onChange={(event) => onChange({ ...filters, admin: event.target.value as AccountFilters['admin'] })}
      >
        <option value="">Admins or not</option>
        <option value="yes">Admins</option>
        <option value="no">Not admins</option>
      </select>
      <label className="flex items-center gap-1">
        <input
          type="checkbox"
          checked={filters.undecided}
          onChange={(event) => onChange({ ...filters, undecided: event.target.checked })}
        />
        Undecided only
      </label>
      <span className="text-slate-600">
        {shown} of {total} accounts
      </span>
    </div>
  );
}
