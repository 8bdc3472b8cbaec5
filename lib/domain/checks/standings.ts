import { addDays } from '../calendar-days';

/** A check as standings read it: its id, title and the library controls it maps to. */
export type StandingCheck = { id: string; title: string; controls: readonly string[] };
export type StandingResult = { checkId: string; outcome: 'pass' | 'fail' | 'unknown' };

/**
 * What the latest runs say of the controls: `failing` holds each control a check fails, with those checks' titles
 * (it needs attention and counts for nothing, whatever its evidence); `passing` holds each control with a check that
 * passed on every resource and none failing (it counts as evidenced by the check alone). A check under an
 * exception fails nothing; a check that could not be evaluated anywhere proves nothing either way.
 */
export function checkStandings(
  checks: readonly StandingCheck[],
  latestResults: readonly StandingResult[],
  excepted: ReadonlySet<string>,
): { failing: Map<string, string[]>; passing: Set<string> } {
  const outcomes = new Map<string, Set<StandingResult['outcome']>>();
  for (const { checkId, outcome } of latestResults) outcomes.set(checkId, (outcomes.get(checkId) ?? new Set()).add(outcome));
  const failing = new Map<string, string[]>();
  const passed = new Set<string>();
  for (const check of checks) {
    const seen = outcomes.get(check.id);
    if (!seen) continue;
    if (seen.has('fail') && !excepted.has(check.id)) {
      for (const control of check.controls) failing.set(control, [...(failing.get(control) ?? []), check.title]);
    } else if (seen.size === 1 && seen.has('pass')) {
      for (const control of check.controls) passed.add(control);
    }
  }
  const passing = new Set([...passed].filter((control) => !failing.has(control)));
  return { failing, passing };
}

/** The last day an exception recorded on `today` may hold: a year on, so it is looked at again. */
export function lastExceptionDay(today: string, days = 365): string {
  return addDays(today, days);
}

/**
 * A check's outcome over its resources in one run: failed when any fails, else could not evaluate when any could not
 * be, else passed; none when there was nothing to check.
 */
export function overallOutcome(outcomes: readonly ('pass' | 'fail' | 'unknown')[]): 'pass' | 'fail' | 'unknown' | 'none' {
  if (outcomes.length === 0) return 'none';
  if (outcomes.includes('fail')) return 'fail';
  return outcomes.includes('unknown') ? 'unknown' : 'pass';
}
