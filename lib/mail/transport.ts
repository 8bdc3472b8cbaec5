import 'server-only';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { defaultMailFrom } from '@/lib/domain/mail';
import { env } from '@/lib/env';

/** A letter as sent: the plain text already holds its link. */
export type OutgoingLetter = { to: string; subject: string; text: string };

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

/** Sends one letter through the mail server, as plain text; throws when the server does not accept it. */
export async function sendThroughServer(letter: OutgoingLetter): Promise<void> {
  const { SMTP_URL, MAIL_FROM, SITE_URL } = env();
  if (!SMTP_URL) throw new Error('No mail server is configured.');
  await smtp(SMTP_URL).sendMail({
    from: MAIL_FROM ?? defaultMailFrom(SITE_URL),
    to: letter.to,
    subject: letter.subject,
    text: letter.text,
  });
  console.log(`Mail to ${letter.to}: ${letter.subject}`);
}

/**
 * Delivers a letter while no mail server is configured: logs it on the server and writes it as a file into
 * DATA_DIR/outbox (where an operator, or a local developer, picks up the link). A read-only disk only logs.
 */
export function writeToOutbox(letter: OutgoingLetter): void {
  console.log(`Mail to ${letter.to}: ${letter.subject}\n${letter.text}`);
  try {
    const folder = join(resolve(env().DATA_DIR), 'outbox');
    mkdirSync(folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}.txt`;
    writeFileSync(join(folder, name), `To: ${letter.to}\nSubject: ${letter.subject}\n\n${letter.text}\n`, { mode: 0o600 });
  } catch (error) {
    console.warn(`Could not write the mail into the outbox: ${error instanceof Error ? error.message : String(error)}`);
  }
}
