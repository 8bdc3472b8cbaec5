'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { FilterChips } from '@/components/manage/filter-chips';
import { questionFilterLabels, questionFilters, type QuestionFilter } from '@/lib/schemas/questionnaires/records';

/** All / Unanswered / Needs review / Approved, with their counts, kept in the URL (the page filters in the database). */
export function QuestionFilterChips({ value, counts, total }: { value: string; counts: Record<QuestionFilter, number>; total: number }) {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const chips = [
    { value: 'all', label: `All (${total})` },
    ...questionFilters.map((filter) => ({ value: filter, label: `${questionFilterLabels[filter]} (${counts[filter]})` })),
  ];
  return (
    <FilterChips
      label="Show questions"
      chips={chips}
      value={value || 'all'}
      onChange={(next) => {
        const query = new URLSearchParams(searchParams.toString());
        query.delete('page');
        if (next) query.set('filter', next);
        else query.delete('filter');
        const text = query.toString();
        router.replace(text ? `${pathname}?${text}` : pathname, { scroll: false });
      }}
    />
  );
}
