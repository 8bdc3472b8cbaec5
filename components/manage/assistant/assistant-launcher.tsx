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
        className="rounded-md border border-indigo-200 bg-indigo-50 px-3 py-1.5 text-sm font-semibold text-indigo-900 hover:bg-indigo-100 focus-visible:outline-2 focus-visible:outline-indigo-600"
      >
        Assistant
      </button>
      <AssistantPanel actions={actions} open={open} onClose={close} />
    </>
  );
}
