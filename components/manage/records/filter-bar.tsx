'use client';

import { useId, useState, type ReactNode } from 'react';
import type { Option } from '@/components/ui/field';

export type FilterSelect = { key: string; label: string; allLabel: string; options: readonly Option[] };

const control =
  'rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-600 focus:outline-2 focus:outline-indigo-600';

/**
 * A search box and select filters whose values live in the URL query (useUrlFilters). The values are also kept
 * here and every change sends all of them, so a query update still in flight cannot bring back an older value;
 * filter changes replace the history entry, so the URL is only re-read when the screen mounts (Back, a link).
 */
export function FilterBar({
  searchLabel,
  values,
  selects,
  onChange,
  children,
}: {
  searchLabel: string;
  values: Record<string, string>;
  selects: readonly FilterSelect[];
  onChange: (patch: Record<string, string>) => void;
  /** Actions shown at the end of the row (a screen's main button). */
  children?: ReactNode;
}) {
  const [current, setCurrent] = useState(values);
  const id = useId();
  const change = (key: string, value: string) => {
    const next = { ...current, [key]: value };
    setCurrent(next);
    onChange(next);
  };
  return (
    <div
      role="search"
      aria-label="Filters"
      className="mb-6 flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm md:flex-row md:items-end"
    >
      <div className="flex flex-1 flex-col gap-1">
        <label htmlFor={`${id}-q`} className="text-sm font-medium text-slate-800">
          {searchLabel}
        </label>
        <input
          id={`${id}-q`}
          type="search"
          value={current.q ?? ''}
          placeholder="Search…"
          onChange={(event) => change('q', event.target.value)}
          className={control}
        />
      </div>
      {selects.map((select) => (
        <div key={select.key} className="flex flex-col gap-1">
          <label htmlFor={`${id}-${select.key}`} className="text-sm font-medium text-slate-800">
            {select.label}
          </label>
          <select
            id={`${id}-${select.key}`}
            value={current[select.key] ?? ''}
            onChange={(event) => change(select.key, event.target.value)}
            className={control}
          >
            <option value="">{select.allLabel}</option>
            {select.options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        </div>
      ))}
      {children}
    </div>
  );
}
