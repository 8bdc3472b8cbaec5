'use client';

import { useState } from 'react';
import { useUrlFilters } from '@/components/ui/use-url-filters';
import type { AccountFilters } from '@/lib/schemas/access-reviews/records';

/**
 * A campaign's account filters, kept in the URL and applied by the server. A change shows in the filter bar at once,
 * before the server's page arrives (which then replaces it), and starts the list again at its first page.
 */
export function useAccountFilters(applied: AccountFilters): [AccountFilters, (next: AccountFilters) => void] {
  const [, setQuery] = useUrlFilters(['system', 'status', 'admin', 'undecided', 'page']);
  const [chosen, setChosen] = useState(applied);
  const [seen, setSeen] = useState(applied);
  if (seen !== applied) {
    setSeen(applied);
    setChosen(applied);
  }
  const choose = (next: AccountFilters) => {
    setChosen(next);
    setQuery({ system: next.system, status: next.status, admin: next.admin, undecided: next.undecided ? 'yes' : '', page: '' });
  };
  return [chosen, choose];
}
