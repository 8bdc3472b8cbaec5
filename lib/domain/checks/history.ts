import type { CheckOutcome } from '@/lib/checks/types';

/** A run as the history reads it: when it started, and each result with its check. */
export type HistoryRun = { startedAt: Date; results: readonly { checkId: string; outcome: CheckOutcome }[] };
export type HistoryChange = { at: Date; checkId: string; change: 'fixed' | 'regressed' };

/** A check's outcome in one run: failed when a resource fails, passed when every one passes, else nothing to say. */
function overall(run: HistoryRun, checkId: string): 'pass' | 'fail' | null {
  const outcomes = run.results.filter((result) => result.checkId === checkId).map((result) => result.outcome);
  if (outcomes.includes('fail')) return 'fail';
  return outcomes.length > 0 && outcomes.every((outcome) => outcome === 'pass') ? 'pass' : null;
}

/**
 * The fixes and regressions across runs (given oldest first): a check that failed and now passes was fixed, one that
 * passed and now fails regressed. A run that could not evaluate a check keeps its last known outcome. A check's first
 * failure is a regression too, since the organization learns of it then. Answers newest first.
 */
export function checkHistory(runs: readonly HistoryRun[], checkIds: readonly string[]): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const checkId of checkIds) {
    let last: 'pass' | 'fail' | null = null;
    for (const run of runs) {
      const now = overall(run, checkId);
      if (now === null) continue;
      if (now === 'fail' && last !== 'fail') changes.push({ at: run.startedAt, checkId, change: 'regressed' });
      if (now === 'pass' && last === 'fail') changes.push({ at: run.startedAt, checkId, change: 'fixed' });
      last = now;
    }
  }
  return changes.sort((a, b) => b.at.getTime() - a.at.getTime() || a.checkId.localeCompare(b.checkId));
}
