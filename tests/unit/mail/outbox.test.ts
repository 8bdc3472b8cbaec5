/** @jest-environment node */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import { getDb } from '@/lib/db/client';
import { mailQueue } from '@/lib/db/schema';
import { queueMail, sendMail, sendQueuedMail } from '@/lib/mail';
import { readOutboxLetter } from '../../support/outbox-letter';
import { withThrowAwayDatabase } from '../workspace/fixtures';

// No mail server: letters go into DATA_DIR/outbox.
delete process.env.SMTP_URL;
delete process.env.MAIL_FROM;
withThrowAwayDatabase('mail-outbox');

// Everything the code prints, to prove no letter's text or link shows.
const printed: string[] = [];
for (const level of ['log', 'warn', 'error', 'info'] as const)
  jest.spyOn(console, level).mockImplementation((...parts: unknown[]) => void printed.push(parts.map(String).join(' ')));

const outbox = () => join(process.env.DATA_DIR!, 'outbox');
const files = () => readdirSync(outbox()).map((name) => join(outbox(), name));
const letters = () => files().map(readOutboxLetter);
beforeEach(() => {
  rmSync(outbox(), { recursive: true, force: true });
  printed.splice(0);
});

it('writes a letter into the outbox at once, with its link in the text, and keeps it as sent', async () => {
  await sendMail({
    kind: 'invitation',
    to: 'ada@example.com',
    subject: 'Join Acme',
    body: 'Ada invited you to join Acme.',
    link: 'http://localhost:3000/invitations/token-1',
  });
  expect(letters()).toEqual([
    'To: ada@example.com\nSubject: Join Acme\n\nAda invited you to join Acme.\n\nhttp://localhost:3000/invitations/token-1\n',
  ]);
  const [row] = await (await getDb()).select().from(mailQueue).where(eq(mailQueue.recipient, 'ada@example.com'));
  expect(row).toMatchObject({ status: 'sent', attempts: 1, kind: 'invitation', link: 'http://localhost:3000/invitations/token-1' });
  expect(printed).toEqual([expect.stringMatching(/^Mail written to the outbox: invitation to ada@example\.com, [\w-]+\.eml$/)]);
});

it('writes a letter queued in a transaction once, with the link not repeated when the text holds it', async () => {
  const db = await getDb();
  const link = 'http://localhost:3000/password-reset/abc';
  await db.transaction(async (tx) => {
    await queueMail(tx, {
      kind: 'password-reset',
      to: 'bo@example.com',
      subject: 'Reset your password',
      body: `Open this link:\n${link}`,
      link,
    });
  });
  expect(letters()).toEqual([`To: bo@example.com\nSubject: Reset your password\n\nOpen this link:\n${link}\n`]);
});

it('has nothing for the sender to send: the outbox letters are already written', async () => {
  await sendMail({ kind: 'invitation', to: 'cy@example.com', subject: 'Hello', body: 'Hi.' });
  expect(await sendQueuedMail(new Date(Date.now() + 60_000))).toBe(0);
  expect(letters()).toHaveLength(1);
  expect(await (await getDb()).select().from(mailQueue).where(eq(mailQueue.status, 'queued'))).toHaveLength(0);
});

it('writes the message nodemailer would send: a line break in the subject adds no header', async () => {
  const subject = 'Trust center: Eve\r\nBcc: victim@example.com\r\nX-Injected: yes (Acme) asks for the private documents';
  const text = 'Eve of Acme asks for the private documents.\n\nhttp://localhost:3000/manage/settings?path=trust';
  await sendMail({ kind: 'trust-request-to-admins', to: 'admin@example.com', subject, body: text });
  const [file] = files();
  const raw = readFileSync(file!, 'latin1');
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  // Every header line is one of the composer's own, or a folded continuation of the one before.
  const names = head
    .split('\r\n')
    .filter((line) => !/^[ \t]/.test(line))
    .map((line) => line.slice(0, line.indexOf(':')));
  expect(names.sort()).toEqual([
    'Content-Transfer-Encoding',
    'Content-Type',
    'Date',
    'From',
    'MIME-Version',
    'Message-ID',
    'Subject',
    'To',
  ]);
  expect(raw).not.toMatch(/^(Bcc|X-Injected):/im);
  // Byte for byte what nodemailer composes for SMTP, but for the Message-ID and the date, made anew each time.
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const sent = await composer.sendMail({ from: 'Complia <no-reply@localhost>', to: 'admin@example.com', subject, text });
  const same = (message: string) => message.replace(/^Message-ID: .*$/m, 'Message-ID: -').replace(/^Date: .*$/m, 'Date: -');
  expect(same(raw)).toBe(same((sent.message as Buffer).toString('latin1')));
});

it('prints which kind of letter went to whom, never its text or the token of its link', async () => {
  const token = 'Zq8w2Lm4Np6Rt0Vx3By5Cd7Fg9Hj1Kk';
  const body = 'Open the documents with the link below before it expires.';
  await sendMail({
    kind: 'trust-access-link',
    to: 'eve@example.com',
    subject: 'Your access',
    body,
    link: `http://localhost:3000/trust/acme/access/${token}`,
  });
  expect(letters()[0]).toContain(token);
  expect(printed).toHaveLength(1);
  expect(printed[0]).toMatch(/^Mail written to the outbox: trust-access-link to eve@example\.com, [\w-]+\.eml$/);
  expect(printed[0]).not.toContain(token);
  expect(printed[0]).not.toContain(body);
});

it('refuses a letter the database does not take with an error that holds neither its text nor its link', async () => {
  const token = 'Rr5t7Yu9Io1Pa3Sd5Fg7Hj9Kl1Zx3Cv5';
  const queued = sendMail({
    kind: 'invitation',
    to: 'bad@example.com',
    subject: 'Join',
    body: 'Private words.',
    link: `http://localhost:3000/invitations/${token}`,
    organizationId: 'not-an-id',
  });
  await expect(queued).rejects.toThrow(/^Mail not queued: invitation to bad@example\.com, the database refused it/);
  const message = await queued.catch((error: Error) => error.message);
  expect(message).not.toContain(token);
  expect(message).not.toContain('Private words.');
});
