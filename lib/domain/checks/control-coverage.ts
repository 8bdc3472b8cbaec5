/**
 * Coverage of one control over a period: the days on which it had proof that it ran, and the gaps. A day is covered
 * when verified evidence linked to the control was current on it (collected by then, not past its expiry day) or
 * when the latest automated run of the day or the day before passed the control's checks; a day whose latest run
 * failed one of them is not covered, whatever the evidence, as on the screens. Days are YYYY-MM-DD (UTC).
 */
import { dayNumber, dayOf, dayOfNumber } from '../calendar-days';

export type DayRange = { from: string; to: string };
export type ControlCoverage = { days: number; covered: number; gaps: DayRange[] };

/** A verified evidence item linked to the control: it counts from its collection day through its expiry day. */
export type EvidenceSpan = { collectedOn: string; expiresOn: string | null };

/** What the latest run of a provider on a day said of the control's checks; 'unknown' neither passes nor fails. */
export type CheckDay = { provider: string; day: string; outcome: 'pass' | 'fail' | 'unknown' };

/** A stored run of a provider's checks, as the coverage reads it. */
export type CoverageRun = {
  provider: string;
  startedAt: Date;
  results: readonly { checkId: string; outcome: 'pass' | 'fail' | 'unknown' }[];
};

/**
 * The outcome of a control's checks in one run: failed when a result of one of them failed, passed when none failed
 * and at least one passed, else unknown (no result of its checks, or none could be evaluated).
 */
export function runOutcome(run: CoverageRun, checkIds: ReadonlySet<string>): CheckDay['outcome'] {
  let passed = false;
  for (const result of run.results) {
    if (!checkIds.has(result.checkId)) continue;
    if (result.outcome === 'fail') return 'fail';
    if (result.outcome === 'pass') passed = true;
  }
  return passed ? 'pass' : 'unknown';
}

/**
 * Per provider and day (UTC) on which it ran, the outcome of the control's checks in the day's latest run. A
 * control without checks has no check days.
 */
export function checkDays(runs: readonly CoverageRun[], checkIds: ReadonlySet<string>): CheckDay[] {
  if (checkIds.size === 0) return [];
  const latest = new Map<string, CoverageRun>();
  for (const run of runs) {
    const key = `${run.provider}\u0000${dayOf(run.startedAt)}`;
    const kept = latest.get(key);
    if (!kept || kept.startedAt.getTime() <= run.startedAt.getTime()) latest.set(key, run);
  }
  return [...latest.values()].map((run) => ({
    provider: run.provider,
    day: dayOf(run.startedAt),
    outcome: runOutcome(run, checkIds),
  }));
}

/**
 * The control's coverage over `period` (both days included). For each day and provider, the run that speaks is the
 * latest on that day, else on the day before (checks run daily, so an older run no longer says anything): a failing
 * one leaves the day uncovered, a passing one covers it; otherwise current evidence covers it.
 */
export function controlCoverage(
  period: { start: string; end: string },
  evidence: readonly EvidenceSpan[],
  checks: readonly CheckDay[],
): ControlCoverage {
  const first = dayNumber(period.start);
  const last = dayNumber(period.end);
  if (last < first) throw new RangeError(`The period ends (${period.end}) before it starts (${period.start}).`);
  const days = last - first + 1;

  // Evidence: +1 where a span starts, -1 after it ends, summed as the days go by.
  const starts = new Int32Array(days + 1);
  for (const span of evidence) {
    const from = Math.max(dayNumber(span.collectedOn), first);
    const to = span.expiresOn === null ? last : Math.min(dayNumber(span.expiresOn), last);
    if (from > to) continue;
    starts[from - first]! += 1;
    starts[to - first + 1]! -= 1;
  }

  // Checks: per provider, the outcome of each day on which it ran.
  const byProvider = new Map<string, Map<number, CheckDay['outcome']>>();
  for (const check of checks) {
    const outcomes = byProvider.get(check.provider) ?? new Map<number, CheckDay['outcome']>();
    outcomes.set(dayNumber(check.day), check.outcome);
    byProvider.set(check.provider, outcomes);
  }

  let current = 0;
  let covered = 0;
  const gaps: DayRange[] = [];
  for (let index = first; index <= last; index++) {
    current += starts[index - first]!;
    let failed = false;
    let passed = false;
    for (const outcomes of byProvider.values()) {
      const outcome = outcomes.get(index) ?? outcomes.get(index - 1);
      if (outcome === 'fail') failed = true;
      else if (outcome === 'pass') passed = true;
    }
    if (!failed && (passed || current > 0)) {
      covered++;
      continue;
    }
    const day = dayOfNumber(index);
    const open = gaps.at(-1);
    if (open && open.to === dayOfNumber(index - 1)) open.to = day;
    else gaps.push({ from: day, to: day });
  }
  return { days, covered, gaps };
}

/** Gaps as a spreadsheet shows them: "2026-01-03 to 2026-01-09; 2026-02-01 to 2026-02-01". */
export function describeGaps(gaps: readonly DayRange[]): string {
  return gaps.map((gap) => `${gap.from} to ${gap.to}`).join('; ');
}
