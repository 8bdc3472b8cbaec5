'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import type { InvitationSummary } from '@/lib/schemas/auth';

const noChanges = () => () => {};
const tokenInUrl = () => new URLSearchParams(window.location.search).get('invitation');

/**
 * The invitation token of /register?invitation=<token>, or null. The prerendered page has no query, so the server
 * and the first render of the browser answer null (the founding form) and the browser then reads its address.
 */
export function useInvitationToken(): string | null {
  return useSyncExternalStore(noChanges, tokenInUrl, () => null);
}

export type InvitationLookup =
  { status: 'loading' } | { status: 'ready'; invitation: InvitationSummary } | { status: 'refused'; message: string };

const UNREACHABLE = 'The invitation could not be checked. Check your connection and reload the page.';

/** The organization, role and e-mail of an invitation, as the server answers them for its token. */
export function useInvitation(token: string): InvitationLookup {
  const [lookup, setLookup] = useState<InvitationLookup>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    fetch(`/api/invitations/${encodeURIComponent(token)}`, { headers: { accept: 'application/json' } })
      .then(async (response) => {
        const body = (await response.json().catch(() => null)) as { message?: string; data?: InvitationSummary } | null;
        if (!live) return;
        if (response.ok && body?.data) setLookup({ status: 'ready', invitation: body.data });
        else setLookup({ status: 'refused', message: body?.message ?? UNREACHABLE });
      })
      .catch(() => live && setLookup({ status: 'refused', message: UNREACHABLE }));
    return () => {
      live = false;
    };
  }, [token]);
  return lookup;
}
