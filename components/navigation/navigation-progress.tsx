'use client';

import { usePathname, useSearchParams } from 'next/navigation';
import { useEffect, useRef } from 'react';
import { finishProgress, startProgress, startProgressFor } from './progress';

/** Whether a click on this anchor becomes a client navigation in this tab. */
function isInTabNavigation(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  return !anchor.hasAttribute('download');
}

/**
 * Runs the thin progress bar on every client navigation: link clicks (seen in the capture phase, before Next's
 * Link handles them), Back/Forward, and pushes through useProgressRouter. It finishes once the new route renders.
 */
export function NavigationProgress() {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const shown = useRef('');

  useEffect(() => {
    shown.current = window.location.pathname + window.location.search;
    finishProgress();
  }, [pathname, searchParams]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (anchor instanceof HTMLAnchorElement && isInTabNavigation(event, anchor)) startProgressFor(anchor.href);
    };
    const onPopState = () => {
      // The URL has already changed here: compare it with the one on screen.
      if (window.location.pathname + window.location.search !== shown.current) startProgress();
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', onPopState);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', onPopState);
    };
  }, []);

  return null;
}
