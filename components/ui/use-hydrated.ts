import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the prerendered HTML and while React takes it over, true once the page's script runs. A form whose
 * submit needs that script keeps its button disabled until then, so an early click neither does nothing visible
 * nor falls back to a native submission that would put the visitor's details in the address bar.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
