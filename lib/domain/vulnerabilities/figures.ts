import { addDays, addMonths, daysBetween } from '../calendar-days';
import { dueOn, severities, type Deadlines, type Severity } from './rules';

/** A finding as the monthly figures read it. */
export type FigureFinding = { severity: Severity; firstSeenOn: string; fixedOn: string | null };

/** A month's figures, filed as evidence on the first of the next month. */
export type MonthlyFigures = {
  /** YYYY-MM. */
  month: string;
  /** Findings still open at the month's end, by severity. */
  openAtMonthEnd: Record<Severity, number>;
  /** Findings fixed during the month on or before their due day, and after it. */
  fixedWithinDeadline: number;
  fixedPastDeadline: number;
  /** The median of the days from first seen to fixed of the month's fixes; null when none was fixed. */
  medianDaysToFix: number | null;
  /** The days allowed per severity the figures were measured against. */
  deadlines: Deadlines;
};

/** The month before the one `today` (YYYY-MM-DD) falls in, as YYYY-MM. */
export const previousMonth = (today: string): string => addMonths(`${today.slice(0, 7)}-01`, -1).slice(0, 7);

/** The median of numbers (the mean of the two middle ones for an even count), rounded to a tenth; null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  return Math.round(value * 10) / 10;
}

/** The figures of `month` (YYYY-MM) from the organization's findings and its deadlines. */
export function monthlyFigures(findings: readonly FigureFinding[], deadlines: Deadlines, month: string): MonthlyFigures {
  const first = `${month}-01`;
  const last = addDays(addMonths(first, 1), -1);
  const openAtMonthEnd = Object.fromEntries(severities.map((severity) => [severity, 0])) as Record<Severity, number>;
  const fixDays: number[] = [];
  let fixedWithinDeadline = 0;
  let fixedPastDeadline = 0;
  for (const finding of findings) {
    if (finding.firstSeenOn > last) continue;
    if (finding.fixedOn === null || finding.fixedOn > last) openAtMonthEnd[finding.severity] += 1;
    if (finding.fixedOn !== null && finding.fixedOn >= first && finding.fixedOn <= last) {
      fixDays.push(daysBetween(finding.firstSeenOn, finding.fixedOn));
      if (finding.fixedOn <= dueOn(finding.firstSeenOn, finding.severity, deadlines)) fixedWithinDeadline += 1;
      else fixedPastDeadline += 1;
    }
  }
  return { month, openAtMonthEnd, fixedWithinDeadline, fixedPastDeadline, medianDaysToFix: median(fixDays), deadlines };
}
