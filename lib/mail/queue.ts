import 'server-only';
import { getDb, type Db } from '@/lib/db/client';
import { mailQueue } from '@/lib/db/schema';
import { textWithLink } from '@/lib/domain/mail';
import type { LetterKind } from './kinds';
import { letterLine } from './log';
import { kickMailSender } from './sender';
import { hasMailServer, writeToOutbox } from './transport';

/** A letter to write: its plain-text body, and the link it is about (added to the text unless already there). */
export type Letter = {
  /** What the letter is about: the log names it instead of the text. */
  kind: LetterKind;
  to: string;
  subject: string;
  body: string;
  link?: string | null;
  /** The organization it concerns; none for a password reset. */
  organizationId?: string | null;
};

/** The database, or a transaction the letter commits with. */
export type MailExecutor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Queues a letter through `executor`: inside a transaction, it commits (and is sent) with the change it tells of,
 * or not at all. A caller in a transaction calls kickMailSender once it committed, so the letter goes out at once.
 *
 * Without a mail server (no SMTP_URL) the letter is written into this process's DATA_DIR/outbox at once and kept as
 * sent: the outbox is a local folder, so the process that wrote the letter must be the one that files it (another
 * instance's sender would file it into its own folder). Inside a transaction that later fails, the file stays.
 */
export async function queueMail(executor: MailExecutor, letter: Letter): Promise<void> {
  const row = {
    organizationId: letter.organizationId ?? null,
    kind: letter.kind,
    recipient: letter.to,
    subject: letter.subject,
    body: textWithLink(letter.body, letter.link),
    link: letter.link ?? null,
    nextAttemptAt: new Date(),
  };
  if (hasMailServer()) {
    await store(executor, row, letter);
    console.log(letterLine('queued', letter));
    return;
  }
  const sentAt = new Date();
  await store(executor, { ...row, status: 'sent', attempts: 1, sentAt }, letter);
  await writeToOutbox({ kind: letter.kind, to: row.recipient, subject: row.subject, text: row.body });
}

/**
 * Inserts the letter's row. The database's error repeats the query's parameters (the text and its link), which the
 * caller may log: it is replaced by one saying which letter to whom was refused, and the database's error code.
 */
async function store(executor: MailExecutor, row: typeof mailQueue.$inferInsert, letter: Letter): Promise<void> {
  try {
    await executor.insert(mailQueue).values(row);
  } catch (error) {
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new Error(letterLine('not queued', letter, `the database refused it${typeof code === 'string' ? ` (${code})` : ''}`));
  }
}

/** Queues a letter on its own (no transaction to wait for) and starts sending it at once. */
export async function sendMail(letter: Letter): Promise<void> {
  await queueMail(await getDb(), letter);
  kickMailSender();
}
