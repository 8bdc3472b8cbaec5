import 'server-only';
import { lte } from 'drizzle-orm';
import { notificationLog } from '@/lib/db/schema';
import type { LetterKind } from '@/lib/domain/notification-letters';
import type { Tx } from '../member';

/** One letter to one recipient (a member's or a person's id), told apart from others of its kind by `key`. */
export type LetterClaim = { organizationId: string; recipient: string; kind: LetterKind; key: string };

/**
 * Claims the right to write a letter, inside the transaction that queues it: true for the one caller whose row took
 * effect, false when the letter was already written (by this process or another). With `againAfterMs`, a letter
 * already written may be written again once that long has passed since it was: the claim then moves its time on.
 * A transaction that rolls back releases the claim with the letter.
 */
export async function claimLetter(tx: Tx, letter: LetterClaim, options: { now?: Date; againAfterMs?: number } = {}): Promise<boolean> {
  const now = options.now ?? new Date();
  const insert = tx.insert(notificationLog).values({
    organizationId: letter.organizationId,
    recipientId: letter.recipient,
    kind: letter.kind,
    key: letter.key,
    sentAt: now,
  });
  const claimed =
    options.againAfterMs === undefined
      ? await insert.onConflictDoNothing().returning({ key: notificationLog.key })
      : await insert
          .onConflictDoUpdate({
            target: [notificationLog.organizationId, notificationLog.recipientId, notificationLog.kind, notificationLog.key],
            set: { sentAt: now },
            setWhere: lte(notificationLog.sentAt, new Date(now.getTime() - options.againAfterMs)),
          })
          .returning({ key: notificationLog.key });
  return claimed.length > 0;
}
