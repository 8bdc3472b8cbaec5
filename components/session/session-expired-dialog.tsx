'use client';

import { useEffect, useState } from 'react';
import { useProgressRouter } from '@/components/navigation/use-progress-router';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SESSION_EXPIRED_EVENT } from '@/lib/client/api-fetch';

/** The "Tips" dialog, opened when any call is answered 401; Log in goes to the sign-in page (docs/sign-in.md, "Session"). */
export function SessionExpiredDialog() {
  const [open, setOpen] = useState(false);
  const router = useProgressRouter();

  useEffect(() => {
    const show = () => setOpen(true);
    window.addEventListener(SESSION_EXPIRED_EVENT, show);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, show);
  }, []);

  const logIn = () => {
    setOpen(false);
    const here = `${window.location.pathname}${window.location.search}`;
    router.push(`/login?redirect=${encodeURIComponent(here)}`);
  };

  return (
    <Modal open={open} onClose={() => setOpen(false)} title="Tips" size="sm">
      <p className="text-sm text-slate-700">Sorry, the login status is expired. Log in again</p>
      <div className="mt-6 flex justify-end">
        <Button onClick={logIn}>Log in</Button>
      </div>
    </Modal>
  );
}
