'use client';

import { useEffect, useState } from 'react';

/** The outcome of a test sign-in, which the provider's answer brings back in the address (`sso_tested` or `sso_error`). */
export function SsoTestNotice() {
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    const tested = query.get('sso_tested');
    const failed = query.get('sso_error');
    // Read once after hydration, so the server-rendered page does not depend on the query.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (tested) setNotice({ ok: true, text: `Test sign-in succeeded: your provider signed in ${tested.slice(0, 254)}.` });
    else if (failed) setNotice({ ok: false, text: failed.slice(0, 300) });
  }, []);
  if (!notice) return null;
  return (
    <p
      role={notice.ok ? 'status' : 'alert'}
      className={`rounded-md border px-3 py-2 text-sm ${notice.ok ? 'border-emerald-300 bg-emerald-50 text-emerald-900' : 'border-red-300 bg-red-50 text-red-800'}`}
    >
      {notice.text}
    </p>
  );
}
