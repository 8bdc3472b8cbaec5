/**
 * Calendar days as the product stores and compares them: a UTC date written YYYY-MM-DD ("2026-11-21"). Such strings
 * sort as the days do, so `a < b` compares two days. A moment's day is its UTC date, so the server's time zone and
 * daylight-saving changes never move a day (docs/days.md).
 */

/** The milliseconds of 24 hours: the length of a UTC day. */
export const DAY_MS = 24 * 60 * 60 * 1000;

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** The UTC calendar day of a moment, as YYYY-MM-DD. */
export function dayOf(moment: Date): string {
  return moment.toISOString().slice(0, 10);
}

/** Whether `text` is a day that exists, written YYYY-MM-DD (2026-02-29 and 2026-1-5 are not). */
export function isDay(text: string): boolean {
  if (!DAY_PATTERN.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && dayOf(new Date(ms)) === text;
}

/** Days since 1970-01-01 of a day; throws a RangeError for anything but a real YYYY-MM-DD day, so a bad day never passes silently. */
export function dayNumber(day: string): number {
  if (!isDay(day)) throw new RangeError(`"${day}" is not a day (YYYY-MM-DD).`);
  return Date.parse(`${day}T00:00:00Z`) / DAY_MS;
}

/** The day of a day number (days since 1970-01-01): the inverse of `dayNumber`. */
export function dayOfNumber(number: number): string {
  return dayOf(new Date(number * DAY_MS));
}

/** Midnight UTC, the first moment, of a day. */
export function startOfDay(day: string): Date {
  return new Date(dayNumber(day) * DAY_MS);
}

/** The day `days` after `day` (before it when negative). */
export function addDays(day: string, days: number): string {
  return dayOfNumber(dayNumber(day) + days);
}

/** Whole days from `from` to `to`: 0 on the same day, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from);
}

/**
 * The day `months` calendar months after `day` (before it when negative); a date the target month lacks becomes its
 * last day (31 August + 6 months is 28 or 29 February, 29 February + 12 months is 28 February).
 */
export function addMonths(day: string, months: number): string {
  const start = startOfDay(day);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDate = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDate));
  return dayOf(target);
}

/** The Monday of the week (Monday to Sunday) of `day`. */
export function mondayOf(day: string): string {
  return addDays(day, -((startOfDay(day).getUTCDay() + 6) % 7));
}
