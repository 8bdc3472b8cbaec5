'use client';

import { useState } from 'react';
import { useProgressRouter } from '@/components/navigation/use-progress-router';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';

/** Sign Out for a guest, who has no user menu: ends the session and goes home. */
export function GuestSignOut() {
  const router = useProgressRouter();
  const notify = useToast();
  const [pending, setPending] = useState(false);
  async function signOut() {
    setPending(true);
    const response = await fetch('/api/user-management/logout', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }).catch(() => null);
    // 401 means the session had already ended: the guest is signed out either way.
    if (response && (response.ok || response.status === 401)) {
      router.push('/');
      return;
    }
    notify('Sign out failed. Please try again.', 'error');
    setPending(false);
  }
  return (
    <Button variant="secondary" onClick={signOut} disabled={pending}>
      {pending ? 'Signing out…' : 'Sign Out'}
    </Button>
  );
}
