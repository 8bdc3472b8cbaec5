'use client';

import { Suspense, useState } from 'react';
import { Pager } from '@/components/manage/records/pager';
import type { Option } from '@/components/ui/field';
import type { ListPage } from '@/lib/domain/list-query';
import { CheckboxItem } from './checkbox-group';

/**
 * "Policies listed": the approved policies a page at a time (`?page=`), each ticked when the trust page lists it.
 * The ticks live here, not in the checkboxes, so those ticked on another page are posted too and survive turning
 * the page; saving the form posts them all as `policyIds`.
 */
export function ListedPolicies({
  page,
  listed,
  disabled,
}: {
  page: ListPage<Option>;
  /** The policies the trust page lists now (approved ones only). */
  listed: readonly string[];
  disabled: boolean;
}) {
  const [chosen, setChosen] = useState<readonly string[]>(listed);
  const toggle = (id: string, on: boolean) => setChosen((ids) => (on ? [...ids, id] : ids.filter((other) => other !== id)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-slate-900">Policies listed</legend>
      {chosen.map((id) => (
        <input key={id} type="hidden" name="policyIds" value={id} />
      ))}
      {page.total === 0 ? (
        <p className="text-sm text-slate-600">No policy is approved yet: approved policies can be listed.</p>
      ) : (
        <>
          <p className="text-sm text-slate-600">
            {chosen.length} of {page.total} approved policies listed.
          </p>
          <ul className="grid gap-2 sm:grid-cols-2">
            {page.rows.map((option) => (
              <CheckboxItem
                key={option.value}
                label={option.label}
                checked={chosen.includes(option.value)}
                onChange={(event) => toggle(option.value, event.target.checked)}
                disabled={disabled}
              />
            ))}
          </ul>
          <Suspense fallback={null}>
            <Pager page={page.page} pageCount={page.pageCount} label="Policy pages" />
          </Suspense>
        </>
      )}
    </fieldset>
  );
}
