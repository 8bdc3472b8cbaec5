'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { AssistantPanel } from './assistant-panel';
import type { AssistantActions } from './types';

/** The shell's Assistant button and the side panel it opens; Escape closes the panel and returns focus here. */
export function AssistantLauncher({ actions }: { actions: AssistantActions }) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => {
    setOpen(false);
    buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => (open ? close() : setOpen(true))}
        className="flex items-center rounded-md border border-indigo-200 bg-indigo-50 px-2 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600 sm:px-3"
      >
        {/* On a phone the header has room for an icon only; the name stays for screen readers. */}
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 sm:hidden" fill="none" stroke="currentColor" strokeWidth="2">
          <path
            strokeLinecap="round"
            strokeLinejoin="round"
            d="M8 10h8M8 14h5m-9 6 3-3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3H7a3 3 0 0 0-3 3v13Z"
          />
        </svg>
        <span className="sr-only sm:not-sr-only">Assistant</span>
      </button>
      <AssistantPanel actions={actions} open={open} onClose={close} />
    </>
  );
}
