'use client';

import { useRouter } from 'next/navigation';
import { useEffect } from 'react';

/** Reads the page again from the server every `everyMs` while `active` (a report is being generated). */
export function useRefreshWhile(active: boolean, everyMs: number): void {
  const router = useRouter();
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => router.refresh(), everyMs);
    return () => clearInterval(timer);
  }, [active, everyMs, router]);
}
