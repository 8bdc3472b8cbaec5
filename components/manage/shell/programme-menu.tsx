'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useCallback, useId, useRef, useState } from 'react';
import { activeProgrammeHref, programmeMenuLabel, programmeNavLinks } from '@/lib/manage-nav';
import { useDismiss } from './use-dismiss';

const linkClass = (active: boolean, row: boolean) =>
  `block rounded-md font-medium focus-visible:outline-2 focus-visible:outline-indigo-600 ${row ? 'px-3 py-2 text-sm' : 'px-2 py-3 text-base'} ${
    active ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100 hover:text-slate-900'
  }`;

/**
 * The header's Programme menu on wide screens: a disclosure button whose list of links opens below it and closes
 * on navigation, Escape (focus goes back to the button) or a click outside. The button is marked while one of its
 * screens is shown.
 */
export function ProgrammeMenu() {
  const pathname = usePathname();
  const current = activeProgrammeHref(pathname);
  const [open, setOpen] = useState(false);
  const [shownFor, setShownFor] = useState(pathname);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(ref, open, close, buttonRef);

  if (shownFor !== pathname) {
    setShownFor(pathname);
    setOpen(false);
  }

  return (
    <div ref={ref} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        className={`flex items-center gap-1 ${linkClass(current !== undefined, true)}`}
      >
        {programmeMenuLabel}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`}
          fill="currentColor"
        >
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
      <ul
        id={listId}
        hidden={!open}
        className="absolute left-0 top-full z-40 mt-1 min-w-44 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
      >
        {programmeNavLinks.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={close}
              aria-current={link.href === current ? 'page' : undefined}
              className={linkClass(link.href === current, true)}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The same links on small screens, inside the navigation panel: a labelled group, always shown there. */
export function ProgrammeGroup({ onNavigate }: { onNavigate?: () => void }) {
  const current = activeProgrammeHref(usePathname());
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId} className="mt-2 border-t border-slate-200 pt-2">
      <p id={headingId} className="px-2 py-1 text-xs font-semibold uppercase tracking-wide text-slate-600">
        {programmeMenuLabel}
      </p>
      <ul className="flex flex-col">
        {programmeNavLinks.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              onClick={onNavigate}
              aria-current={link.href === current ? 'page' : undefined}
              className={linkClass(link.href === current, false)}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
