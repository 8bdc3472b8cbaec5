import 'server-only';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport';
import { defaultMailFrom } from '@/lib/domain/mail';
import { env } from '@/lib/env';
import { letterLine } from './log';

/** A letter as sent: the plain text already holds its link; its kind (a `LetterKind`, or `letter` for rows older than kinds) is for the log. */
export type OutgoingLetter = { to: string; subject: string; text: string; kind: string };

/** How long one attempt may wait on the mail server, well inside the claim a sender holds on a letter. */
const SMTP_TIMEOUT_MS = 30_000;

let transporter: { url: string; transport: Transporter } | undefined;

/** The mail server's transport, made once for its URL (nodemailer reads host, port, TLS and login from it). */
function smtp(url: string): Transporter {
  if (transporter?.url !== url) {
    transporter = {
      url,
      transport: nodemailer.createTransport({
        url,
        connectionTimeout: SMTP_TIMEOUT_MS,
        greetingTimeout: SMTP_TIMEOUT_MS,
        socketTimeout: SMTP_TIMEOUT_MS,
      }),
    };
  }
  return transporter.transport;
}

/** Whether letters go to a mail server (SMTP_URL) rather than into DATA_DIR/outbox. */
export const hasMailServer = (): boolean => Boolean(env().SMTP_URL);

/** The mail server's user and password as written in SMTP_URL, so that no error line ever repeats them. */
export function mailServerSecrets(): string[] {
  const url = env().SMTP_URL;
  if (!url) return [];
  const { username, password } = new URL(url);
  return [password, username].filter(Boolean);
}

/** What nodemailer is given for a letter, the same for the mail server and the outbox: plain text only. */
function messageOf(letter: OutgoingLetter): SendMailOptions {
  const { MAIL_FROM, SITE_URL } = env();
  return { from: MAIL_FROM ?? defaultMailFrom(SITE_URL), to: letter.to, subject: letter.subject, text: letter.text };
}

/** Sends one letter through the mail server, as plain text; throws when the server does not accept it. */
export async function sendThroughServer(letter: OutgoingLetter): Promise<void> {
  const { SMTP_URL } = env();
  if (!SMTP_URL) throw new Error('No mail server is configured.');
  await smtp(SMTP_URL).sendMail(messageOf(letter));
  console.log(letterLine('sent', letter));
}

let composer: Transporter<StreamTransport.SentMessageInfo> | undefined;

/**
 * The letter as nodemailer sends it over SMTP (its own composer: headers encoded and folded, CRLF line ends), so
 * what the outbox holds is what a mail server would have received.
 */
export async function composedLetter(letter: OutgoingLetter, options: Pick<SendMailOptions, 'date' | 'messageId'> = {}): Promise<Buffer> {
  composer ??= nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const { message } = await composer.sendMail({ ...messageOf(letter), ...options });
  return message as Buffer;
}

/**
 * Delivers a letter while no mail server is configured: writes the message as nodemailer would send it into
 * DATA_DIR/outbox as an .eml file (where an operator, or a local developer, picks up the link). The log says only
 * which kind of letter went to whom and the file's name: the text and its link stay in the outbox.
 */
export async function writeToOutbox(letter: OutgoingLetter): Promise<void> {
  try {
    const folder = join(resolve(env().DATA_DIR), 'outbox');
    await mkdir(folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.eml`;
    await writeFile(join(folder, name), await composedLetter(letter), { mode: 0o600 });
    console.log(letterLine('written to the outbox', letter, name));
  } catch (error) {
    console.warn(letterLine('not written to the outbox', letter, error instanceof Error ? error.message : String(error)));
  }
}
