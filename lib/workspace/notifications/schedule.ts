import 'server-only';
import { kickMailSender } from '@/lib/mail';
import { remindPendingAcceptances } from './acceptance';
import { mailExpiringEvidence } from './evidence';
import { mailTaskLetters } from './tasks';

/** How often the server looks for letters due: each is claimed through the log, so looking often sends none twice. */
const SWEEP_MS = 60 * 60 * 1000;

/**
 * The scheduled letters due at `now`: evidence expiring soon, reminders to accept approved policies, and the letters
 * drawn from each member's tasks. Safe to run
 * in several processes at once and as often as wished: every letter is claimed first. Answers how many were queued.
 */
export async function runDueNotifications(now: Date = new Date()): Promise<number> {
  const evidence = await mailExpiringEvidence(now);
  const acceptances = await remindPendingAcceptances(now);
  const tasks = await mailTaskLetters(now);
  const sent = evidence + acceptances + tasks;
  if (sent > 0) kickMailSender();
  return sent;
}

/** Writes the letters due now, then looks again every hour, in this process. */
export function startDailyNotifications(): void {
  const sweep = () =>
    void runDueNotifications().catch((error: unknown) =>
      console.error('The scheduled letters could not be written:', (error as Error).message),
    );
  sweep();
  setInterval(sweep, SWEEP_MS).unref();
}
