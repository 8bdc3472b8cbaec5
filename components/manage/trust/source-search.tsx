'use client';

import { FilterBar } from '@/components/manage/records/filter-bar';
import { useUrlFilters } from '@/components/ui/use-url-filters';

/** Narrows what a new document may publish to the policies and evidence items named with the words typed (`?q=`). */
export function SourceSearch() {
  const [values, setValues] = useUrlFilters(['q']);
  return <FilterBar searchLabel="Find a policy or evidence item to publish" values={values} selects={[]} onChange={setValues} />;
}
