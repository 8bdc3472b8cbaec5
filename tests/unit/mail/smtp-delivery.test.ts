/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailQueue } from '@/lib/db/schema';
import { queueMail, sendMail, sendQueuedMail } from '@/lib/mail';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in';
import { withThrowAwayDatabase } from '../workspace/fixtures';

const USER = 'mailer';
const PASSWORD = 'pa55-w0rd-secret';

// Everything the code prints, to prove the password never shows.
const printed: string[] = [];
for (const level of ['log', 'warn', 'error', 'info'] as const)
  jest.spyOn(console, level).mockImplementation((...parts: unknown[]) => void printed.push(parts.map(String).join(' ')));

let smtp: SmtpStandIn;
// Before the database opens, so lib/env.ts reads SMTP_URL on its first use.
beforeAll(async () => {
  smtp = await startSmtpStandIn(USER, PASSWORD);
  process.env.SMTP_URL = `smtp://${USER}:${PASSWORD}@127.0.0.1:${smtp.port}`;
  process.env.MAIL_FROM = 'Complia Tests <tests@example.com>';
});
withThrowAwayDatabase('mail-smtp');
afterAll(() => smtp.close());

beforeEach(async () => {
  smtp.letters.splice(0);
  smtp.expect(PASSWORD);
  await (await getDb()).delete(mailQueue);
});

const rowsTo = async (to: string) => (await getDb()).select().from(mailQueue).where(eq(mailQueue.recipient, to));
/** The one row queued for `to`. */
const rowTo = async (to: string) => {
  const rows = await rowsTo(to);
  expect(rows).toHaveLength(1);
  return rows[0]!;
};
const later = (ms: number) => new Date(Date.now() + ms);

it('sends a queued letter with its recipient, subject, plain text and link', async () => {
  await queueMail(await getDb(), {
    kind: 'password-reset',
    to: 'ada@example.com',
    subject: 'Reset your password',
    body: 'Open this link within an hour.',
    link: 'http://localhost:3000/password-reset/16fd2706-8baf-433b-82eb-8c7fada847da',
  });
  expect(smtp.letters).toHaveLength(0);
  expect(await sendQueuedMail(later(1000))).toBe(1);
  expect(smtp.letters).toHaveLength(1);
  const letter = smtp.letters[0]!;
  expect(letter.to).toEqual(['ada@example.com']);
  expect(letter.from).toBe('tests@example.com');
  expect(letter.subject).toBe('Reset your password');
  expect(letter.raw).toMatch(/^Content-Type: text\/plain/m);
  expect(letter.text).toContain('Open this link within an hour.');
  expect(letter.text).toContain('http://localhost:3000/password-reset/16fd2706-8baf-433b-82eb-8c7fada847da');
  const row = await rowTo('ada@example.com');
  expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null, organizationId: null });
  expect(row.sentAt).toBeInstanceOf(Date);
  expect(printed).toContain('Mail sent: password-reset to ada@example.com');
  // Sent once: a second sweep finds nothing.
  expect(await sendQueuedMail(later(10 * 60_000))).toBe(0);
  expect(smtp.letters).toHaveLength(1);
});

it('sends a letter queued on its own at once, without waiting for the sweep', async () => {
  await sendMail({ kind: 'invitation', to: 'now@example.com', subject: 'Join Acme', body: 'Open http://localhost:3000/invitations/abc' });
  for (let tries = 0; smtp.letters.length === 0 && tries < 100; tries += 1) await new Promise((done) => setTimeout(done, 50));
  expect(smtp.letters.map((letter) => letter.to)).toEqual([['now@example.com']]);
});

it('queues a letter with the transaction it is part of: a rolled back change sends nothing', async () => {
  const db = await getDb();
  await expect(
    db.transaction(async (tx) => {
      await queueMail(tx, { kind: 'invitation', to: 'never@example.com', subject: 'Never', body: 'Rolled back.' });
      throw new Error('the change failed');
    }),
  ).rejects.toThrow('the change failed');
  expect(await rowsTo('never@example.com')).toHaveLength(0);
  expect(await sendQueuedMail(later(1000))).toBe(0);
  expect(smtp.letters).toHaveLength(0);
});

it('keeps a letter while the mail server is down, tries it later, and sends it once the server is back', async () => {
  await queueMail(await getDb(), {
    kind: 'invitation',
    to: 'kept@example.com',
    subject: 'Kept',
    body: 'Still here.',
    link: 'http://localhost:3000/x',
  });
  const port = smtp.port;
  await smtp.close();
  const failedAt = later(1000);
  expect(await sendQueuedMail(failedAt)).toBe(0);
  const row = await rowTo('kept@example.com');
  expect(row).toMatchObject({ status: 'queued', attempts: 1 });
  expect(row.nextAttemptAt.getTime()).toBe(failedAt.getTime() + 60_000);
  expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
  // Not yet due: nothing tried.
  smtp = await startSmtpStandIn(USER, PASSWORD, port);
  expect(await sendQueuedMail(new Date(failedAt.getTime() + 30_000))).toBe(0);
  expect(smtp.letters).toHaveLength(0);
  expect(await sendQueuedMail(new Date(failedAt.getTime() + 61_000))).toBe(1);
  expect(smtp.letters.map((letter) => letter.subject)).toEqual(['Kept']);
  expect(await rowTo('kept@example.com')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
});

it('sends a letter once when two senders run at the same time', async () => {
  await queueMail(await getDb(), { kind: 'invitation', to: 'once@example.com', subject: 'Once', body: 'Only one copy.' });
  const now = later(1000);
  const counts = await Promise.all([sendQueuedMail(now), sendQueuedMail(now), sendQueuedMail(now)]);
  expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
  expect(smtp.letters.filter((letter) => letter.subject === 'Once')).toHaveLength(1);
});

it('never stores or prints the password a refusing server repeats, and gives a letter up after three days', async () => {
  smtp.expect('another-password');
  await queueMail(await getDb(), { kind: 'invitation', to: 'refused@example.com', subject: 'Refused', body: 'No login.' });
  const queued = await rowTo('refused@example.com');
  const start = queued.createdAt.getTime() + 1000;
  const waits: number[] = [];
  let now = start;
  for (let attempt = 1; attempt <= 20; attempt += 1) {
    expect(await sendQueuedMail(new Date(now))).toBe(0);
    const row = await rowTo('refused@example.com');
    expect(row.attempts).toBe(attempt);
    expect(row.lastError).toMatch(/Bad login \*\*\*:\*\*\*/);
    if (row.status === 'failed-permanently') break;
    waits.push(row.nextAttemptAt.getTime() - now);
    now = row.nextAttemptAt.getTime();
  }
  const minutes = waits.map((wait) => wait / 60_000);
  expect(minutes.slice(0, 5)).toEqual([1, 5, 30, 120, 360]);
  expect(new Set(minutes.slice(4))).toEqual(new Set([360]));
  const last = await rowTo('refused@example.com');
  expect(last.status).toBe('failed-permanently');
  expect(now - queued.createdAt.getTime()).toBeLessThanOrEqual(3 * 24 * 3_600_000);
  expect(await sendQueuedMail(new Date(now + 7 * 24 * 3_600_000))).toBe(0);
  expect(smtp.letters).toHaveLength(0);
  expect(printed.some((line) => line.includes('given up after') && line.includes('refused@example.com'))).toBe(true);
});

it('prints which kind of letter went to whom, never its text or its link, whether it is sent or refused', async () => {
  const token = 'Xk3v9QpLmN2rT7wYb8cZ1aD4eF5gH6jK';
  const body = 'Confidential words of the letter body.';
  const letter = { kind: 'trust-access-link' as const, body, link: `http://localhost:3000/trust/acme/access/${token}` };
  printed.splice(0);
  await queueMail(await getDb(), { ...letter, to: 'sent@example.com', subject: 'Your access' });
  expect(await sendQueuedMail(later(1000))).toBe(1);
  expect(smtp.letters[0]!.text).toContain(token);
  smtp.expect('another-password');
  await queueMail(await getDb(), { ...letter, to: 'refused@example.com', subject: 'Your access' });
  expect(await sendQueuedMail(later(2000))).toBe(0);
  expect(printed).toEqual([
    'Mail queued: trust-access-link to sent@example.com',
    'Mail sent: trust-access-link to sent@example.com',
    'Mail queued: trust-access-link to refused@example.com',
    expect.stringMatching(/^Mail not sent \(attempt 1\): trust-access-link to refused@example\.com, trying again at /),
  ]);
  for (const line of printed) {
    expect(line).not.toContain(token);
    expect(line).not.toContain(body);
  }
});

afterAll(() => {
  expect(printed.length).toBeGreaterThan(0);
  for (const line of printed) expect(line).not.toContain(PASSWORD);
});
