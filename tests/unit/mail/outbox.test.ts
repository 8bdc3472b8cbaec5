/** @jest-environment node */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailQueue } from '@/lib/db/schema';
import { queueMail, sendMail, sendQueuedMail } from '@/lib/mail';
import { withThrowAwayDatabase } from '../workspace/fixtures';

// No mail server: letters go into DATA_DIR/outbox.
delete process.env.SMTP_URL;
delete process.env.MAIL_FROM;
withThrowAwayDatabase('mail-outbox');

const printed: string[] = [];
jest.spyOn(console, 'log').mockImplementation((...parts: unknown[]) => void printed.push(parts.map(String).join(' ')));

const outbox = () => join(process.env.DATA_DIR!, 'outbox');
const letters = () => readdirSync(outbox()).map((name) => readFileSync(join(outbox(), name), 'utf8'));
beforeEach(() => rmSync(outbox(), { recursive: true, force: true }));

it('writes a letter into the outbox at once, with its link in the text, and keeps it as sent', async () => {
  await sendMail({
    to: 'ada@example.com',
    subject: 'Join Acme',
    body: 'Ada invited you to join Acme.',
    link: 'http://localhost:3000/invitations/token-1',
  });
  expect(letters()).toEqual([
    'To: ada@example.com\nSubject: Join Acme\n\nAda invited you to join Acme.\n\nhttp://localhost:3000/invitations/token-1\n',
  ]);
  const [row] = await (await getDb()).select().from(mailQueue).where(eq(mailQueue.recipient, 'ada@example.com'));
  expect(row).toMatchObject({ status: 'sent', attempts: 1, link: 'http://localhost:3000/invitations/token-1' });
  expect(printed.some((line) => line.startsWith('Mail to ada@example.com: Join Acme'))).toBe(true);
});

it('writes a letter queued in a transaction once, with the link not repeated when the text holds it', async () => {
  const db = await getDb();
  const link = 'http://localhost:3000/password-reset/abc';
  await db.transaction(async (tx) => {
    await queueMail(tx, { to: 'bo@example.com', subject: 'Reset your password', body: `Open this link:\n${link}`, link });
  });
  expect(letters()).toEqual([`To: bo@example.com\nSubject: Reset your password\n\nOpen this link:\n${link}\n`]);
});

it('has nothing for the sender to send: the outbox letters are already written', async () => {
  await sendMail({ to: 'cy@example.com', subject: 'Hello', body: 'Hi.' });
  expect(await sendQueuedMail(new Date(Date.now() + 60_000))).toBe(0);
  expect(letters()).toHaveLength(1);
  expect(await (await getDb()).select().from(mailQueue).where(eq(mailQueue.status, 'queued'))).toHaveLength(0);
});
