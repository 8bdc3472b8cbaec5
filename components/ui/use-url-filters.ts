'use client';

import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useMemo, useRef } from 'react';

/**
 * Filter values kept in the URL query, so Back and a shared link restore them. Returns the current values
 * (missing keys read as '') and a setter that replaces the query (empty values are dropped).
 */
export function useUrlFilters<Key extends string>(
  keys: readonly Key[],
): [Record<Key, string>, (patch: Partial<Record<Key, string>>) => void] {
  const searchParams = useSearchParams();
  const pathname = usePathname();
  const router = useRouter();
  // The query last asked for, until the router shows it: two quick changes (a chip, then typing) must build
  // on each other, not both on the query of the last render.
  const pending = useRef<string | null>(null);

  useEffect(() => {
    if (searchParams.toString() === pending.current) pending.current = null;
  }, [searchParams]);

  useEffect(() => {
    const forget = () => {
      pending.current = null;
    };
    window.addEventListener('popstate', forget);
    return () => window.removeEventListener('popstate', forget);
  }, []);

  const values = useMemo(
    () => Object.fromEntries(keys.map((key) => [key, searchParams.get(key) ?? ''])) as Record<Key, string>,
    // keys is a constant list per screen
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [searchParams],
  );

  const setValues = useCallback(
    (patch: Partial<Record<Key, string>>) => {
      const next = new URLSearchParams(pending.current ?? searchParams.toString());
      for (const [key, value] of Object.entries(patch) as [Key, string | undefined][]) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      const query = next.toString();
      pending.current = query;
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    },
    [pathname, router, searchParams],
  );

  return [values, setValues];
}
