import 'server-only';
import { and, asc, eq, lte } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/db/client';
import { mailQueue } from '@/lib/db/schema';
import { nextAttemptAfterFailure, shortError } from '@/lib/domain/mail';
import { work } from '@/lib/jobs';
import { letterLine } from './log';
import { hasMailServer, mailServerSecrets, sendThroughServer } from './transport';

/**
 * How long a sender holds a letter it took: longer than an attempt may last, so no other process takes it meanwhile;
 * a process stopped mid-send leaves it to be taken again after that.
 */
const CLAIM_MS = 5 * 60_000;

type Queued = typeof mailQueue.$inferSelect;

/** Takes the next letter due by `now`, moving its next attempt past the claim while it is still due. */
async function claimNext(db: Db, now: Date): Promise<Queued | undefined> {
  const due = and(eq(mailQueue.status, 'queued'), lte(mailQueue.nextAttemptAt, now));
  for (;;) {
    const [next] = await db.select({ id: mailQueue.id }).from(mailQueue).where(due).orderBy(asc(mailQueue.nextAttemptAt)).limit(1);
    if (!next) return undefined;
    const [claimed] = await db
      .update(mailQueue)
      .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_MS) })
      .where(and(eq(mailQueue.id, next.id), due))
      .returning();
    // Another process took it between the read and the update: look for the next one.
    if (claimed) return claimed;
  }
}

/** Records a failed attempt: tried again after the backoff, or given up three days after it was queued. */
async function recordFailure(db: Db, letter: Queued, error: unknown, now: Date): Promise<void> {
  const attempts = letter.attempts + 1;
  const lastError = shortError(error, mailServerSecrets());
  const next = nextAttemptAfterFailure(attempts, letter.createdAt, now);
  await db
    .update(mailQueue)
    .set(next ? { attempts, lastError, nextAttemptAt: next } : { attempts, lastError, status: 'failed-permanently' })
    .where(eq(mailQueue.id, letter.id));
  const about = { kind: letter.kind, to: letter.recipient };
  if (next) console.warn(letterLine(`not sent (attempt ${attempts})`, about, `trying again at ${next.toISOString()}: ${lastError}`));
  else console.error(letterLine(`given up after ${attempts} attempts over three days`, about, lastError));
}

/**
 * Sends every queued letter due by `now` through the mail server, one at a time, each claimed first so that with
 * several processes one alone sends it. Answers how many were sent. Without a mail server it sends nothing: letters
 * queued while one was configured wait for it.
 */
export async function sendQueuedMail(now = new Date()): Promise<number> {
  if (!hasMailServer()) return 0;
  const db = await getDb();
  let sent = 0;
  for (let letter = await claimNext(db, now); letter; letter = await claimNext(db, now)) {
    try {
      await sendThroughServer({ kind: letter.kind, to: letter.recipient, subject: letter.subject, text: letter.body });
    } catch (error) {
      await recordFailure(db, letter, error, now);
      continue;
    }
    await db
      .update(mailQueue)
      .set({ status: 'sent', sentAt: new Date(), attempts: letter.attempts + 1, lastError: null })
      .where(eq(mailQueue.id, letter.id));
    sent += 1;
  }
  return sent;
}

/** This process's sending: one at a time; a kick during a sending runs another right after it. */
const sending = { running: false, again: false };

/**
 * Sends the letters due now, in the background, in this process: a letter just queued goes out at once, without
 * waiting for the mail-sweep schedule (which retries what failed). Errors are logged, never thrown.
 */
export function kickMailSender(): void {
  if (!hasMailServer()) return;
  if (sending.running) {
    sending.again = true;
    return;
  }
  sending.running = true;
  sendQueuedMail()
    .catch((error: unknown) => console.error(`Queued mail could not be sent: ${shortError(error, mailServerSecrets())}`))
    .finally(() => {
      sending.running = false;
      if (sending.again) {
        sending.again = false;
        kickMailSender();
      }
    });
}

/**
 * Works the mail-sweep schedule in this process (once jobs have started): every minute, on one server at a time, the
 * letters due (those whose last attempt failed, and any a stopped server left) are sent. A failed sweep is logged
 * without the mail server's secrets and retried with backoff.
 */
export async function startMailSender(): Promise<void> {
  await work('mail-sweep', async () => {
    try {
      await sendQueuedMail();
    } catch (error) {
      const message = `Queued mail could not be sent: ${shortError(error, mailServerSecrets())}`;
      console.error(message);
      throw new Error(message);
    }
  });
}
