/**
 * The one way the product says a length of time, on pages and in letters alike: "Overdue by 12 hours", "Due in
 * 3 days", "5 minutes ago". A length is said in the largest unit it holds whole, counted down: minutes under an
 * hour, hours under a day, whole days from 24 hours on (47 hours is "1 day", 48 hours "2 days"). So the same
 * deadline read an hour apart says the same thing, give or take that hour.
 */
import { DAY_MS } from './calendar-days';

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

const count = (amount: number, unit: string) => `${amount} ${unit}${amount === 1 ? '' : 's'}`;

/** A length of time in words (its sign ignored): "less than a minute", "59 minutes", "1 hour", "23 hours", "1 day". */
export function durationText(ms: number): string {
  const length = Math.abs(ms);
  if (length < MINUTE_MS) return 'less than a minute';
  if (length < HOUR_MS) return count(Math.floor(length / MINUTE_MS), 'minute');
  if (length < DAY_MS) return count(Math.floor(length / HOUR_MS), 'hour');
  return count(Math.floor(length / DAY_MS), 'day');
}

/** A count of calendar days in words: "1 day", "14 days" (its sign ignored). */
export const daysText = (days: number): string => durationText(days * DAY_MS);

/** A deadline from the time left until it (negative once passed): "Due in 3 hours", "Overdue by 1 day". */
export function dueText(msLeft: number): string {
  return msLeft >= 0 ? `Due in ${durationText(msLeft)}` : `Overdue by ${durationText(msLeft)}`;
}

/** A due day from the calendar days left until it (negative once passed): "Due today", "Due in 3 days", "Overdue by 1 day". */
export function dueOnDayText(daysLeft: number): string {
  return daysLeft === 0 ? 'Due today' : dueText(daysLeft * DAY_MS);
}

/**
 * How long ago something happened, from the time since (a moment still to come reads as now): "Just now",
 * "5 minutes ago", "2 hours ago", "Yesterday" (24 to 47 hours), "4 days ago".
 */
export function agoText(msSince: number): string {
  const since = Math.max(msSince, 0);
  if (since < MINUTE_MS) return 'Just now';
  if (since >= DAY_MS && since < 2 * DAY_MS) return 'Yesterday';
  return `${durationText(since)} ago`;
}

/** How long ago a calendar day was, from the days since it: "1 day ago", "3 days ago". */
export const daysAgoText = (days: number): string => `${daysText(days)} ago`;
