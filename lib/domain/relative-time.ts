import { DAY_MS } from './calendar-days';
import { agoText } from './durations';

/** How long ago `at` was, as Recent Activity says it: Just now, 5 minutes ago, 2 hours ago, Yesterday, 4 days ago, or the date. */
export function timeAgo(at: Date, now: Date): string {
  const elapsed = now.getTime() - at.getTime();
  if (elapsed < 30 * DAY_MS) return agoText(elapsed);
  return at.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}
