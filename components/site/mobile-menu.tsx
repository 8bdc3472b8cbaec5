'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';
import { buttonClasses } from '@/components/ui/button';
import { bookDemoLink, publicNavLinks, signInLink } from '@/lib/site-nav';

/** The header's links on small screens, behind a menu button; closes on navigation and on Escape. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const pathname = usePathname();
  const [shownFor, setShownFor] = useState(pathname);

  // A navigation closes the menu (state adjusted during render, as React recommends over an effect).
  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <div className="lg:hidden">
      <button
        type="button"
        aria-expanded={open}
        aria-controls="mobile-menu"
        onClick={() => setOpen((value) => !value)}
        className="rounded-md p-2 text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        <span className="sr-only">{open ? 'Close menu' : 'Open menu'}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6" fill="none" stroke="currentColor" strokeWidth="2">
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </svg>
      </button>
      <div
        id="mobile-menu"
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b border-slate-200 bg-white px-4 pb-6 pt-2 shadow-lg"
      >
        <ul className="flex flex-col">
          {publicNavLinks.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className="block rounded px-2 py-3 text-base font-medium text-slate-800 hover:bg-slate-50">
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-col gap-3">
          <Link href={signInLink.href} className={buttonClasses('secondary')}>
            {signInLink.label}
          </Link>
          <Link href={bookDemoLink.href} className={buttonClasses('primary')}>
            {bookDemoLink.label}
          </Link>
        </div>
      </div>
    </div>
  );
}
