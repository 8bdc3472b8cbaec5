'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useRef, useState } from 'react';
import { NavLinks } from './nav-links';
import { useDismiss } from './use-dismiss';

/** The section links on small screens, behind a menu button; closes on navigation, Escape or a click outside. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, buttonRef);

  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  return (
    <div ref={ref} className="lg:hidden">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls="manage-mobile-nav"
        onClick={() => setOpen((value) => !value)}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span className="sr-only">{open ? 'Close navigation' : 'Open navigation'}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id="manage-mobile-nav"
        hidden={!open}
        className="absolute inset-x-0 top-16 z-40 border-b border-slate-200 bg-white px-4 pb-4 pt-2 shadow-lg"
      >
        <nav aria-label="Management menu">
          <NavLinks layout="column" onNavigate={close} />
        </nav>
      </div>
    </div>
  );
}
