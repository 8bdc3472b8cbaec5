const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** How long ago `at` was, as Recent Activity says it: Just now, 5 minutes ago, 2 hours ago, Yesterday, 4 days ago, or the date. */
export function timeAgo(at: Date, now: Date): string {
  const elapsed = Math.max(now.getTime() - at.getTime(), 0);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return plural(Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return plural(Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 2 * DAY) return 'Yesterday';
  if (elapsed < 30 * DAY) return plural(Math.floor(elapsed / DAY), 'day');
  return at.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

function plural(count: number, unit: string): string {
  return `${count} ${unit}${count === 1 ? '' : 's'} ago`;
}
