import Link from 'next/link';
import type { ReactNode } from 'react';
import { GuestSignOut } from './guest-sign-out';

/** The guest's frame: read-only auditor access, no navigation into the team's product. */
export function GuestShell({ children }: { children: ReactNode }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link href="/auditor" className="font-semibold text-slate-900">
            Complia · Auditor access
          </Link>
          <GuestSignOut />
        </div>
      </header>
      <main className="mx-auto max-w-6xl px-4 py-6">{children}</main>
    </div>
  );
}

/** A titled block of the guest's pages. */
export function GuestSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title} className="mb-6 rounded-lg border border-slate-200 bg-white p-4">
      <h2 className="mb-3 text-lg font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}
