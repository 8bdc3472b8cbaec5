/** @jest-environment node */
import { eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { mailQueue } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { sendQueuedMail } from '@/lib/mail';
import { createEvidence } from '@/lib/workspace/evidence';
import { mailAcceptanceLinks, mailExpiringEvidence } from '@/lib/workspace/notifications';
import { createPerson } from '@/lib/workspace/people';
import { viewAcceptanceLink } from '@/lib/workspace/policies';
import { startSmtpStandIn, type SmtpStandIn } from '../../support/smtp-stand-in';
import { pdfFile, upload, uploads } from '../workspace/evidence/fixtures';
import { founder, joinAs, withThrowAwayDatabase } from '../workspace/fixtures';
import { approvedPolicy } from '../workspace/policies/fixtures';

const USER = 'mailer';
const PASSWORD = 'notices-secret';
for (const level of ['log', 'warn', 'error'] as const) jest.spyOn(console, level).mockImplementation(() => undefined);

let smtp: SmtpStandIn;
// Before the database opens, so lib/env.ts reads SMTP_URL on its first use.
beforeAll(async () => {
  smtp = await startSmtpStandIn(USER, PASSWORD);
  process.env.SMTP_URL = `smtp://${USER}:${PASSWORD}@127.0.0.1:${smtp.port}`;
  process.env.MAIL_FROM = 'Complia Tests <tests@example.com>';
});
withThrowAwayDatabase('notification-smtp');

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();

/** Sends what is queued, and waits for any send started in the background, until `count` letters arrived. */
async function delivered(count: number) {
  for (let tries = 0; smtp.letters.length < count && tries < 100; tries += 1) {
    await sendQueuedMail(new Date(Date.now() + 1000));
    await new Promise((done) => setTimeout(done, 50));
  }
  return smtp.letters;
}

it('delivers the acceptance links and the expiry letter with their recipients, subjects and links', async () => {
  const admin = await founder('Mailer', 'Mailed Org');
  const uploader = await joinAs(admin, 'member');
  const person = await createPerson(admin, {
    name: 'Hana Post',
    email: 'hana.post@example.com',
    department: '',
    managerId: null,
    startDate: '2024-01-15',
  });
  const draft = await approvedPolicy(admin, 'Remote Work', now);
  const item = await createEvidence(
    uploader,
    { ...upload, name: 'Backup test', expiresOn: dayOf(new Date(now.getTime() + 3 * DAY)) },
    await uploads(pdfFile('backup.pdf')),
  );

  expect(await mailAcceptanceLinks(admin, draft.id, now)).toBe(1);
  expect(await mailExpiringEvidence(now)).toBe(1);
  const arrived = await delivered(2);
  expect(arrived).toHaveLength(2);

  const link = arrived.find((letter) => letter.to.includes(person.email))!;
  expect(link.to).toEqual([person.email]);
  expect(link.from).toBe('tests@example.com');
  expect(link.subject).toBe('Please read and accept: Remote Work v1.0');
  expect(link.raw).toMatch(/^Content-Type: text\/plain/m);
  const token = link.text.match(/http:\/\/localhost:3000\/accept\/([\w-]+)/)?.[1];
  expect(await viewAcceptanceLink(token!, now)).toMatchObject({ state: 'ready', personName: 'Hana Post' });

  const expiry = arrived.find((letter) => letter.to.includes(uploader.email))!;
  expect(expiry.to).toEqual([uploader.email]);
  expect(expiry.subject).toBe('Evidence expires in 3 days: Backup test');
  expect(expiry.text).toContain(`http://localhost:3000/manage/evidence/${item.id}`);
});

it('keeps a letter queued, to be tried again, while the mail server is down', async () => {
  const admin = await founder('Down', 'Down Org');
  await createEvidence(
    admin,
    { ...upload, name: 'Access review', expiresOn: dayOf(new Date(now.getTime() + 5 * DAY)) },
    await uploads(pdfFile('review.pdf')),
  );
  await smtp.close();
  expect(await mailExpiringEvidence(now)).toBe(1);
  expect(await sendQueuedMail(new Date(Date.now() + 1000))).toBe(0);
  const [row] = await (await getDb()).select().from(mailQueue).where(eq(mailQueue.recipient, admin.email));
  expect(row).toMatchObject({ status: 'queued', attempts: 1, subject: 'Evidence expires in 5 days: Access review' });
  expect(row!.lastError).not.toBe(null);
  expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  // The sweep does not write it a second time meanwhile.
  expect(await mailExpiringEvidence(now)).toBe(0);
});
