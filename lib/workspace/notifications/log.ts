import 'server-only';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { notificationLog } from '@/lib/db/schema';
import type { LetterKind } from '@/lib/domain/notifications/letters';
import type { Tx } from '../member';

/** One letter to one recipient (a member's or a person's id), told apart from others of its kind by `key`. */
export type LetterClaim = { organizationId: string; recipient: string; kind: LetterKind; key: string };

/** Keys per statement: each statement's work stays short, so other requests get the database in between. */
const CLAIMS_PER_STATEMENT = 1_000;

/**
 * `keys` as one parameter, a JSON array the database unpacks into rows: a thousand keys are one value to send, not
 * five thousand parameters for the driver to bind and the database to parse.
 */
const keyList = (keys: readonly string[]) => sql`jsonb_array_elements_text(${JSON.stringify(keys)}::jsonb)`;

/**
 * Of `keys` of `letter`, those already written, and written too recently to be written again when `againAfterMs` is
 * given: a claim of them would take no effect.
 */
async function writtenKeys(tx: Tx, letter: Omit<LetterClaim, 'key'>, keys: string[], now: Date, againAfterMs?: number) {
  const rows = await tx
    .select({ key: notificationLog.key })
    .from(notificationLog)
    .where(
      and(
        eq(notificationLog.organizationId, letter.organizationId),
        eq(notificationLog.recipientId, letter.recipient),
        eq(notificationLog.kind, letter.kind),
        sql`${notificationLog.key} in (select key from ${keyList(keys)} as asked(key))`,
        againAfterMs === undefined ? undefined : gt(notificationLog.sentAt, new Date(now.getTime() - againAfterMs)),
      ),
    );
  return new Set(rows.map((row) => row.key));
}

/**
 * Claims the right to write `letter` about each of `keys`, inside the transaction that queues it: answers the keys
 * whose row took effect for this caller; a key missing was already written (by this process or another). With
 * `againAfterMs`, a letter already written may be written again once that long has passed since it was: the claim
 * then moves its time on. A transaction that rolls back releases the claims with the letter. The claims are sent a
 * thousand to a statement, not one each: a large organization's members hold thousands of tasks each, and one
 * statement per task held the embedded database (and so the server) for a minute at every hourly look. The keys
 * already written are read first and left out of the insert: every hourly look asks again about each task a
 * member holds, nearly all written about long before, and offering them all again cost most of a look that
 * writes nothing. The insert still decides: a key another process claims meanwhile is not claimed twice.
 */
export async function claimLetters(
  tx: Tx,
  letter: Omit<LetterClaim, 'key'>,
  keys: readonly string[],
  options: { now?: Date; againAfterMs?: number } = {},
): Promise<Set<string>> {
  const now = options.now ?? new Date();
  // One statement may not touch a row twice: a key asked twice is one claim.
  const unique = [...new Set(keys)];
  const claimed = new Set<string>();
  for (let start = 0; start < unique.length; start += CLAIMS_PER_STATEMENT) {
    const slice = unique.slice(start, start + CLAIMS_PER_STATEMENT);
    const written = await writtenKeys(tx, letter, slice, now, options.againAfterMs);
    const open = slice.filter((key) => !written.has(key));
    if (open.length === 0) continue;
    const insert = tx
      .insert(notificationLog)
      .select(
        sql`select ${letter.organizationId}::uuid, ${letter.recipient}::uuid, ${letter.kind}, offered.key, ${now.toISOString()}::timestamptz from ${keyList(open)} as offered(key)`,
      );
    const rows =
      options.againAfterMs === undefined
        ? await insert.onConflictDoNothing().returning({ key: notificationLog.key })
        : await insert
            .onConflictDoUpdate({
              target: [notificationLog.organizationId, notificationLog.recipientId, notificationLog.kind, notificationLog.key],
              set: { sentAt: now },
              setWhere: lte(notificationLog.sentAt, new Date(now.getTime() - options.againAfterMs)),
            })
            .returning({ key: notificationLog.key });
    for (const row of rows) claimed.add(row.key);
  }
  return claimed;
}

/** Claims one letter (see claimLetters): true for the one caller whose row took effect. */
export async function claimLetter(tx: Tx, letter: LetterClaim, options: { now?: Date; againAfterMs?: number } = {}): Promise<boolean> {
  return (await claimLetters(tx, letter, [letter.key], options)).has(letter.key);
}
