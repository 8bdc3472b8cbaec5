import type { ReactNode } from 'react';
import { Logo } from '@/components/site/logo';
import { MobileNav } from './shell/mobile-nav';
import { NavLinks } from './shell/nav-links';
import { UserMenu, type ShellUser } from './shell/user-menu';

export type { ShellUser };

/** The signed-in header and main landmark around every /manage page; `assistant` is the header's assistant button. */
export function ManageShell({ user, assistant, children }: { user: ShellUser; assistant?: ReactNode; children: ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-semibold focus:text-indigo-800"
      >
        Skip to content
      </a>
      <header className="relative border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
          <MobileNav />
          <Logo href="/manage" />
          <nav aria-label="Management" className="hidden flex-1 lg:block">
            <NavLinks layout="row" />
          </nav>
          <div className="ml-auto flex items-center gap-3">
            {assistant}
            <UserMenu user={user} />
          </div>
        </div>
      </header>
      <main id="main" className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 sm:px-6 lg:px-8">
        {children}
      </main>
    </div>
  );
}
