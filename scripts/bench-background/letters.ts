// The hourly scheduled-letters sweep (runDueNotifications) over the large organization: the first one of its life,
// which writes every member's first task letter, then a second an hour on, as the rest of the day's sweeps are.
const HOUR_MS = 60 * 60 * 1000;
import { runDueNotifications } from '@/lib/workspace/notifications';

export async function letterSweeps(measure: <T>(work: () => Promise<T>) => Promise<T>) {
  const now = new Date();
  const first = await measure(() => runDueNotifications(now));
  const later = new Date(now.getTime() + HOUR_MS);
  const started = performance.now();
  const next = await runDueNotifications(later);
  return { letters: first, nextHour: { letters: next, ms: Math.round(performance.now() - started) } };
}
