'use client';

import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { startProgressFor } from './progress';

/** useRouter() whose push and replace run the navigation progress bar. Use it for every programmatic navigation. */
export function useProgressRouter(): ReturnType<typeof useRouter> {
  const router = useRouter();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => {
        startProgressFor(href);
        router.push(href, options);
      },
      replace: (href, options) => {
        startProgressFor(href);
        router.replace(href, options);
      },
    }),
    [router],
  );
}
