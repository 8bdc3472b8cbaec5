'use client';

import { useEffect, useState } from 'react';

/**
 * Whether this deployment offers sign-up and password reset (the embedded backend does; a provider backend does
 * not). Asked at run time, so the prerendered pages stay the same for both. Null while unknown.
 */
export function useAccountService(): boolean | null {
  const [enabled, setEnabled] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    fetch('/api/user-management/register', { headers: { accept: 'application/json' } })
      .then((response) => response.json() as Promise<{ data?: { enabled?: boolean } }>)
      .then((body) => live && setEnabled(body.data?.enabled !== false))
      .catch(() => live && setEnabled(true));
    return () => {
      live = false;
    };
  }, []);
  return enabled;
}
