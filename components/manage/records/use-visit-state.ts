'use client';

import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { z } from 'zod';

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

function read(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The stored value when it is readable and matches `schema`, else `initial`. */
function parseStored<T>(raw: string | null, schema: z.ZodType<T>, initial: T): T {
  if (raw === null) return initial;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : initial;
  } catch {
    return initial;
  }
}

/**
 * A value kept for the rest of the visit (sessionStorage), so records added on a screen are still listed after
 * moving to another screen and back. Falls back to `initial` when nothing is stored or the stored value does
 * not match `schema`; the server render always uses `initial`.
 */
export function useVisitState<T>(key: string, schema: z.ZodType<T>, initial: T): [T, (update: (current: T) => T) => void] {
  const raw = useSyncExternalStore(subscribe, () => read(key), () => null);

  const value = useMemo(() => parseStored(raw, schema, initial), [raw, schema, initial]);

  const update = useCallback(
    (change: (current: T) => T) => {
      const current = parseStored(read(key), schema, initial);
      try {
        window.sessionStorage.setItem(key, JSON.stringify(change(current)));
      } catch {
        // storage full or blocked: the change is lost with the page
      }
      listeners.forEach((listener) => listener());
    },
    [key, schema, initial],
  );

  return [value, update];
}
