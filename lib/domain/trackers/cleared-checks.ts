import type { CarriedResults } from '@/lib/domain/checks/carried-results';
import { checkItemKey } from './items';

/** The check items a provider's latest run has cleared, asked one key at a time. */
export type ClearedChecks = { has(itemKey: string): boolean };

/**
 * Which check items stand cleared after a run: a resource is cleared when the run read its check and no longer lists
 * it as failing or could-not-evaluate. A run lists a passing user only while others fail (when every user passes it
 * gives one pass for the whole directory), so a pass per resource is not required; a check the run could not read
 * clears nothing, and a failure carried from an earlier run still stands.
 */
export function clearedChecks(standing: CarriedResults, ranAt: Date): ClearedChecks {
  const at = ranAt.toISOString();
  const readNow = new Set(Object.entries(standing.lastReadAt).flatMap(([checkId, readAt]) => (readAt === at ? [checkId] : [])));
  const stillOpen = new Set(
    standing.results.filter((result) => result.outcome !== 'pass').map((result) => checkItemKey(result.checkId, result.resource)),
  );
  const readPrefixes = [...readNow].map((checkId) => checkItemKey(checkId, ''));
  return {
    has: (itemKey) => !stillOpen.has(itemKey) && readPrefixes.some((prefix) => itemKey.startsWith(prefix)),
  };
}

/** Every provider's cleared items at once. */
export function clearedByAny(cleared: readonly ClearedChecks[]): ClearedChecks {
  return { has: (itemKey) => cleared.some((each) => each.has(itemKey)) };
}
