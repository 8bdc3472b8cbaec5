'use client';

import { useEffect } from 'react';
import { apiFetch } from '@/lib/client/api-fetch';

/**
 * Loads my-information once when the session has no nickname yet (spec §4), so the cookie keeps the profile;
 * a failure is ignored, except a 401, which apiFetch turns into the Tips dialog.
 */
export function SessionProfileRefresh() {
  useEffect(() => {
    apiFetch('/api/user-management/my-information').catch(() => undefined);
  }, []);
  return null;
}
