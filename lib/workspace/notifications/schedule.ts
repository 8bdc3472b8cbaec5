import 'server-only';
import { setTimeout as delay } from 'node:timers/promises';
import { work } from '@/lib/jobs';
import { kickMailSender } from '@/lib/mail';
import { remindPendingAcceptances } from './acceptance';
import { mailExpiringEvidence } from './evidence';
import { mailTaskLetters, type GiveWay } from './tasks';

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

/**
 * Works the letter-sweep schedule in this process (once jobs have started): every hour, on one server only, the
 * letters due are written, giving way to the pages served. A failed look is retried with backoff; every letter is
 * claimed through the log, so a look that is run again writes none twice.
 */
export async function startDailyNotifications(): Promise<void> {
  await work('letter-sweep', async () => {
    const started = performance.now();
    const sent = await runDueNotifications(new Date(), halfTheTime);
    console.log(`Scheduled letters: ${sent} queued in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  });
}
