import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A letter of the outbox, read back from the message nodemailer composed: headers decoded, text unquoted. */
export type OutboxLetter = { from: string; to: string; subject: string; text: string };

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=), the whitespace between two of them dropped. */
function decodeWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([\w-]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : unquote(text.replace(/_/g, ' ')),
    );
}

/** Quoted-printable: soft line breaks dropped, =XX bytes read as UTF-8. */
function unquote(text: string): string {
  const bytes = text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Reads a composed message: the From, To and Subject headers (unfolded, decoded) and the plain text. */
export function parseOutboxLetter(raw: string): OutboxLetter {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) => decodeWords(head.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1] ?? '');
  const encoding = header('Content-Transfer-Encoding').toLowerCase();
  const text =
    encoding === 'quoted-printable' ? unquote(body) : encoding === 'base64' ? Buffer.from(body, 'base64').toString('utf8') : body;
  return { from: header('From'), to: header('To'), subject: header('Subject'), text: text.replace(/\r\n/g, '\n') };
}

/** An outbox file as "To: …\nSubject: …\n\n<text>", the way tests look for a recipient, a subject or a link. */
export function readOutboxLetter(path: string): string {
  const { to, subject, text } = parseOutboxLetter(readFileSync(path, 'latin1'));
  return `To: ${to}\nSubject: ${subject}\n\n${text}`;
}

/** The subjects of the letters in DATA_DIR's outbox written to `email`; none while the outbox does not exist. */
export function outboxSubjectsTo(email: string): string[] {
  const outbox = join(process.env.DATA_DIR!, 'outbox');
  if (!existsSync(outbox)) return [];
  return readdirSync(outbox)
    .map((name) => parseOutboxLetter(readFileSync(join(outbox, name), 'latin1')))
    .filter((letter) => letter.to === email)
    .map((letter) => letter.subject);
}
