import type { CarriedResult, CarriedResults, RunResult } from '@/lib/schemas/checks/carried-results';
import { timeAgo } from '../relative-time';

export type { CarriedResult, CarriedResults, RunResult };

/**
 * Whether a run read a check: it evaluated at least one resource, or found nothing to check. A run whose every
 * result of the check is "could not evaluate" did not read it.
 */
export function checkWasRead(results: readonly RunResult[]): boolean {
  return results.length === 0 || results.some((result) => result.outcome !== 'unknown');
}

/**
 * The results that stand after `run`, given those that stood before it. Could-not-evaluate proves nothing either
 * way: a resource that failed before and could not be evaluated now stays failing (with its old reason and read
 * time), while an earlier pass is not carried, since an unread pass shows nothing. A resource the run evaluated takes
 * its new result; a resource missing from a run that read the check is gone; one missing from a run that did not read
 * it keeps its failure. `checkIds` are the provider's checks: one with no result in a run found nothing to check.
 */
export function carryResults(
  previous: CarriedResults | null,
  run: { startedAt: Date; results: readonly RunResult[] },
  checkIds: readonly string[],
): CarriedResults {
  const at = run.startedAt.toISOString();
  const lastReadAt: Record<string, string> = {};
  const results: CarriedResult[] = [];
  for (const checkId of new Set([...checkIds, ...run.results.map((result) => result.checkId)])) {
    const now = run.results.filter((result) => result.checkId === checkId);
    const failedBefore = new Map(
      (previous?.results ?? [])
        .filter((result) => result.checkId === checkId && result.outcome === 'fail')
        .map((result) => [result.resource, result]),
    );
    const read = checkWasRead(now);
    for (const result of now) {
      if (result.outcome !== 'unknown') results.push({ ...result, readAt: at });
      else results.push(failedBefore.get(result.resource) ?? { ...result, readAt: null });
    }
    if (read) {
      lastReadAt[checkId] = at;
    } else {
      const present = new Set(now.map((result) => result.resource));
      results.push(...[...failedBefore.values()].filter((result) => !present.has(result.resource)));
      const before = previous?.lastReadAt[checkId];
      if (before) lastReadAt[checkId] = before;
    }
  }
  return { results, lastReadAt };
}

/** What stands after a stored run: the carried results kept with it, or, for a run stored without them, its own. */
export function standingAfter(
  run: { startedAt: Date; results: readonly RunResult[]; carried: CarriedResults | null },
  checkIds: readonly string[],
): CarriedResults {
  return run.carried ?? carryResults(null, run, checkIds);
}

/** "Last read successfully 2 hours ago", or "Never read successfully". */
export function lastReadText(lastReadAt: string | undefined, now: Date): string {
  if (!lastReadAt) return 'Never read successfully';
  const ago = timeAgo(new Date(lastReadAt), now);
  // "2 hours ago", "Just now" and "Yesterday" read on in lower case; an older read is a date.
  const when = ago.endsWith(' ago') || ago === 'Just now' || ago === 'Yesterday' ? ago.charAt(0).toLowerCase() + ago.slice(1) : `on ${ago}`;
  return `Last read successfully ${when}`;
}

/**
 * What a check's row on the screen adds to the latest run's own results: when the check was last read successfully,
 * and the failures an earlier run read that the latest could not evaluate again, which still stand.
 */
export function carriedSummary(
  carried: CarriedResults,
  checkId: string,
  ranAt: Date,
  now: Date,
): { lastRead: string; stillFailing: { resource: string; reason: string }[] } {
  const ran = ranAt.toISOString();
  return {
    lastRead: lastReadText(carried.lastReadAt[checkId], now),
    stillFailing: carried.results
      .filter((result) => result.checkId === checkId && result.outcome === 'fail' && result.readAt !== ran)
      .map(({ resource, reason }) => ({ resource, reason })),
  };
}
