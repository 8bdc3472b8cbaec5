import 'server-only';
import { setTimeout as delay } from 'node:timers/promises';
import { kickMailSender } from '@/lib/mail';
import { remindPendingAcceptances } from './acceptance';
import { mailExpiringEvidence } from './evidence';
import { mailTaskLetters, type GiveWay } from './tasks';

/** How often the server looks for letters due: each is claimed through the log, so looking often sends none twice. */
const SWEEP_MS = 60 * 60 * 1000;

/**
 * The scheduled letters due at `now`: evidence expiring soon, reminders to accept approved policies, and the letters
 * drawn from each member's tasks. Safe to run in several processes at once and as often as wished: every letter is
 * claimed first. `giveWay` runs between two members' task letters, the longest part. Answers how many were queued.
 */
export async function runDueNotifications(now: Date = new Date(), giveWay?: GiveWay): Promise<number> {
  const evidence = await mailExpiringEvidence(now);
  const acceptances = await remindPendingAcceptances(now);
  const tasks = await mailTaskLetters(now, giveWay);
  const sent = evidence + acceptances + tasks;
  if (sent > 0) kickMailSender();
  return sent;
}

/**
 * Between two members' letters the sweep waits as long as the last one took: a large organization's task lists
 * take seconds to read, and the pages served meanwhile share the database with them (on the embedded database,
 * the server's own thread too), so the sweep takes at most half its time.
 */
const halfTheTime: GiveWay = (busyMs) => delay(busyMs, undefined, { ref: false });

/** Writes the letters due now, then looks again every hour, in this process, giving way to the pages served. */
export function startDailyNotifications(): void {
  const sweep = () => {
    const started = performance.now();
    void runDueNotifications(new Date(), halfTheTime).then(
      (sent) => console.log(`Scheduled letters: ${sent} queued in ${((performance.now() - started) / 1000).toFixed(1)} s.`),
      (error: unknown) => console.error('The scheduled letters could not be written:', (error as Error).message),
    );
  };
  sweep();
  setInterval(sweep, SWEEP_MS).unref();
}
