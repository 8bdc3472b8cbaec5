import { daysAgoText, daysText } from './durations';

const dayMs = 24 * 60 * 60 * 1000;

/** Midnight UTC of a YYYY-MM-DD date, or of the calendar day `date` falls on in local time. */
function dayNumber(date: string | Date): number {
  if (typeof date === 'string') return Date.parse(`${date}T00:00:00Z`) / dayMs;
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / dayMs;
}

/**
 * Whole days from `today` (a Date, read as its local calendar day, or YYYY-MM-DD) to `date` (YYYY-MM-DD): 0 on
 * the day itself, negative once it has passed.
 */
export function daysRemaining(date: string, today: Date | string): number {
  return Math.round(dayNumber(date) - dayNumber(today));
}

/** The phrase for a days-remaining count: "Starts today", "1 day remaining", "45 days remaining", "Started 3 days ago". */
export function describeDaysRemaining(days: number): string {
  if (days === 0) return 'Starts today';
  return days > 0 ? `${daysText(days)} remaining` : `Started ${daysAgoText(-days)}`;
}

/** The calendar day of `now` as YYYY-MM-DD (UTC). */
export function isoDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}
