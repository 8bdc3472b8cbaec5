'use client';

import Link from 'next/link';
import { useCallback, useId, useRef, useState } from 'react';
import { useProgressRouter } from '@/components/navigation/use-progress-router';
import { useToast } from '@/components/ui/toast';
import { initialsOf, userMenuLinks } from '@/lib/manage-nav';
import { useDismiss } from './use-dismiss';

/** The signed-in member as the header shows them: name, role label (Administrator, Member, Viewer), organization and avatar. */
export type ShellUser = { name: string; role: string; organization: string; avatarUrl: string | null };

const itemClasses =
  'block w-full rounded px-3 py-2 text-left text-sm text-slate-800 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600';

/** The signed-in user's name, role and menu: settings links and Sign Out. Opens on click; Escape or a click outside closes it. */
export function UserMenu({ user }: { user: ShellUser }) {
  const [open, setOpen] = useState(false);
  const [signingOut, setSigningOut] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const router = useProgressRouter();
  const notify = useToast();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, buttonRef);

  async function signOut() {
    setSigningOut(true);
    try {
      const response = await fetch('/api/user-management/logout', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      // 401 means the session had already ended: the user is signed out either way.
      if (!response.ok && response.status !== 401) throw new Error(`logout answered ${response.status}`);
      setOpen(false);
      router.push('/');
    } catch {
      notify('Sign out failed. Please try again.', 'error');
      setSigningOut(false);
    }
  }

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className="flex items-center gap-3 rounded-md px-2 py-1.5 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        {user.avatarUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- the avatar comes from the backend's file host
          <img src={user.avatarUrl} alt="" className="h-9 w-9 rounded-full object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full bg-indigo-700 text-sm font-semibold text-white"
          >
            {initialsOf(user.name)}
          </span>
        )}
        <span className="hidden text-left sm:block">
          <span className="block text-sm font-semibold text-slate-900">{user.name}</span>
          <span className="block text-xs text-slate-600">{user.role}</span>
        </span>
        <span className="sr-only sm:hidden">{`${user.name}, ${user.role}`}</span>
        <span className="sr-only">user menu</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 text-slate-600 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 011.4 0L10 10.6l3.3-3.3a1 1 0 111.4 1.4l-4 4a1 1 0 01-1.4 0l-4-4a1 1 0 010-1.4z" />
        </svg>
      </button>
      <div id={menuId} hidden={!open} className="absolute right-0 z-50 mt-2 w-60 rounded-lg border border-slate-200 bg-white p-2 shadow-lg">
        <p className="border-b border-slate-200 px-3 pb-2 pt-1 text-sm">
          <span className="block font-semibold text-slate-900">{user.name}</span>
          <span className="block text-xs text-slate-600">{user.role}</span>
          <span className="mt-1 block text-xs text-slate-600">{user.organization}</span>
        </p>
        <ul className="py-1">
          {userMenuLinks.map((link) => (
            <li key={link.label}>
              <Link href={link.href} onClick={close} className={itemClasses}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="border-t border-slate-200 pt-1">
          <button type="button" onClick={signOut} disabled={signingOut} className={`${itemClasses} font-semibold disabled:opacity-60`}>
            {signingOut ? 'Signing out…' : 'Sign Out'}
          </button>
        </div>
      </div>
    </div>
  );
}
