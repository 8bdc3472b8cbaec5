import Link from 'next/link';
import type { ReactNode } from 'react';
import { Logo } from '@/components/site/logo';
import { manageNavLinks } from '@/lib/manage-nav';

export type ShellUser = { name: string; avatarUrl: string | null };

/** The signed-in header and main landmark around every /manage page. */
export function ManageShell({ user, children }: { user: ShellUser; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <nav aria-label="Management" className="mx-auto flex h-16 max-w-7xl items-center gap-6 px-4 sm:px-6 lg:px-8">
          <Logo href="/manage" />
          <ul className="flex flex-1 items-center gap-4">
            {manageNavLinks.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className="text-sm font-medium text-slate-700 hover:text-indigo-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <p className="text-sm text-slate-700">{user.name}</p>
        </nav>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        {children}
      </main>
    </div>
  );
}
