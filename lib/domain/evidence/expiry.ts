import { addDays, daysBetween } from '../calendar-days';
import { daysText } from '../durations';

/** How many days ahead evidence about to expire is flagged, so someone collects its successor in time. */
export const EXPIRY_WARNING_DAYS = 14;

/**
 * The days left before evidence expiring on `expiresOn` (YYYY-MM-DD) stops counting, seen from `today`
 * (YYYY-MM-DD), when it is flagged as expiring soon: 0 (its last day is today) to EXPIRY_WARNING_DAYS. Null when
 * it does not expire, expires later, or has expired already (an expired item keeps its Expired flag instead).
 */
export function expiresSoonIn(expiresOn: string | null, today: string): number | null {
  if (expiresOn === null) return null;
  const days = daysBetween(today, expiresOn);
  return days >= 0 && days <= EXPIRY_WARNING_DAYS ? days : null;
}

/** The last expiry day flagged on `today` (both YYYY-MM-DD): the bound a query of expiring evidence uses. */
export function lastExpiryDayFlagged(today: string): string {
  return addDays(today, EXPIRY_WARNING_DAYS);
}

/** The flag's words: "Expires today", "Expires in 1 day", "Expires in 5 days". */
export function expiresInLabel(days: number): string {
  if (days === 0) return 'Expires today';
  return `Expires in ${daysText(days)}`;
}
