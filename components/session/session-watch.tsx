'use client';

import { useEffect } from 'react';
import { apiFetch } from '@/lib/client/api-fetch';

const MIN_INTERVAL_MS = 30_000;

/**
 * Keeps the session honest in the browser: loads my-information on mount when the session has no nickname yet
 * (failures other than a 401 ignored), and again when the tab comes back into view (at most every 30 s), so a
 * session that ended elsewhere shows the Tips dialog instead of failing later (apiFetch handles the 401).
 */
export function SessionWatch({ loadProfileNow }: { loadProfileNow: boolean }) {
  useEffect(() => {
    let lastCheck = 0;
    const check = () => {
      lastCheck = Date.now();
      apiFetch('/api/user-management/my-information').catch(() => undefined);
    };
    if (loadProfileNow) check();
    const onVisible = () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= MIN_INTERVAL_MS) check();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [loadProfileNow]);
  return null;
}
