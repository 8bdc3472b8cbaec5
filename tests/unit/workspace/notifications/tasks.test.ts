/** @jest-environment node */
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members, notificationLog, people } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { notificationSettings, type NotificationSettings } from '@/lib/domain/notifications/preferences';
import { weekOf } from '@/lib/domain/notifications/task-letters';
import type { Member } from '@/lib/workspace/member';
import { mailTaskLetters } from '@/lib/workspace/notifications';
import { removeMember, saveNotifications } from '@/lib/workspace/organization';
import { founder, joinAs, withThrowAwayDatabase } from '../fixtures';
import { outboxSubjectsTo as subjectsTo, readOutboxLetter } from '../../../support/outbox-letter';

withThrowAwayDatabase('task-letters');
// The outbox prints each letter: kept quiet.
jest.spyOn(console, 'log').mockImplementation(() => undefined);

const DAY = 24 * 60 * 60 * 1000;
const now = new Date();
const daysOn = (days: number) => new Date(now.getTime() + days * DAY);

const outbox = () => join(process.env.DATA_DIR!, 'outbox');
beforeEach(() => rmSync(outbox(), { recursive: true, force: true }));

const only = (settings: Partial<NotificationSettings>): NotificationSettings => ({
  ...notificationSettings(null),
  assignedTasks: false,
  overdueReminders: false,
  weeklyDigest: false,
  ...settings,
});

/** Moves the member's start date back, so their security training falls overdue. */
async function startedLongAgo(member: Member) {
  await (
    await getDb()
  )
    .update(people)
    .set({ startDate: '2024-01-15' })
    .where(and(eq(people.organizationId, member.organizationId), eq(people.memberId, member.id)));
}

describe('assigned tasks', () => {
  it('writes each new task once, with the link to My tasks', async () => {
    const admin = await founder('Newcomer');
    await mailTaskLetters(now);
    expect(subjectsTo(admin.email)).toEqual(['New task: Complete your security awareness training']);
    const text = readdirSync(outbox())
      .map((name) => readOutboxLetter(join(outbox(), name)))
      .find((letter) => letter.startsWith(`To: ${admin.email}`));
    expect(text).toContain('/manage/tasks');

    rmSync(outbox(), { recursive: true, force: true });
    await mailTaskLetters(now);
    expect(subjectsTo(admin.email)).toEqual([]);
  });

  it('writes nothing to a member who turned it off, or who was removed', async () => {
    const admin = await founder('Quiet');
    await saveNotifications(admin, only({}), 1);
    const removed = await joinAs(admin, 'member');
    await removeMember(admin, removed.id);
    await mailTaskLetters(now);
    expect(subjectsTo(admin.email)).toEqual([]);
    expect(subjectsTo(removed.email)).toEqual([]);
  });
});

describe('overdue reminders', () => {
  it('recalls an overdue task once a week until it is done', async () => {
    const admin = await founder('Late');
    await saveNotifications(admin, only({ overdueReminders: true }), 1);
    await mailTaskLetters(now);
    expect(subjectsTo(admin.email)).toEqual([]);

    await startedLongAgo(admin);
    await mailTaskLetters(now);
    expect(subjectsTo(admin.email)).toEqual(['1 task overdue']);
    rmSync(outbox(), { recursive: true, force: true });
    await mailTaskLetters(daysOn(3));
    expect(subjectsTo(admin.email)).toEqual([]);
    await mailTaskLetters(daysOn(8));
    expect(subjectsTo(admin.email)).toEqual(['1 task overdue']);
  });
});

describe('weekly digest', () => {
  // The admin's list: their training, and the onboarding of the member who joined.
  it('is written once a week to those who keep it on', async () => {
    const admin = await founder('Digest', 'Digest Org');
    const other = await joinAs(admin, 'member');
    await saveNotifications(admin, only({ weeklyDigest: true }), 1);
    await saveNotifications(other, only({}), 1);
    await mailTaskLetters(now);
    expect(subjectsTo(admin.email)).toEqual(['Your week in Digest Org: 2 open tasks']);
    expect(subjectsTo(other.email)).toEqual([]);
    rmSync(outbox(), { recursive: true, force: true });
    // A second look later the same week, whatever the hour now: halfway to next Monday's midnight (UTC).
    const nextWeek = new Date(`${weekOf(dayOf(daysOn(7)))}T00:00:00Z`);
    await mailTaskLetters(new Date((now.getTime() + nextWeek.getTime()) / 2));
    expect(subjectsTo(admin.email)).toEqual([]);
    await mailTaskLetters(daysOn(7));
    expect(subjectsTo(admin.email)).toEqual(['Your week in Digest Org: 2 open tasks']);
  });
});

describe('a scheduled sweep', () => {
  it("reads a member's tasks again only once the organization's records or the day changed", async () => {
    const admin = await founder('Unchanged', 'Unchanged Org');
    // Three looks an hour apart on one day.
    const hour = (hours: number) => new Date(`${dayOf(now)}T${String(hours).padStart(2, '0')}:00:00Z`);
    await mailTaskLetters(hour(9));
    expect(subjectsTo(admin.email)).toEqual(['New task: Complete your security awareness training']);
    // The log forgets the letter, which is no record: a look with nothing changed does not read the tasks again.
    const db = await getDb();
    await db.delete(notificationLog).where(eq(notificationLog.recipientId, admin.id));
    rmSync(outbox(), { recursive: true, force: true });
    await mailTaskLetters(hour(10));
    expect(subjectsTo(admin.email)).toEqual([]);
    // A change of the organization's records: the tasks are read again, and the forgotten letter written again.
    await startedLongAgo(admin);
    await mailTaskLetters(hour(11));
    expect(subjectsTo(admin.email)).toEqual(['New task: Complete your security awareness training', '1 task overdue']);
  });

  it('gives way after each member, told how long their letters took, and waits for it before the next', async () => {
    const admin = await founder('Paced', 'Paced Org');
    await joinAs(admin, 'member');
    const db = await getDb();
    const current = await db.select({ id: members.id }).from(members).where(isNull(members.removedAt));
    const events: string[] = [];
    const giveWay = jest.fn(async (busyMs: number) => {
      expect(busyMs).toBeGreaterThanOrEqual(0);
      events.push('gave way');
      await new Promise((resolve) => setTimeout(resolve, 5));
      events.push('went on');
    });
    await mailTaskLetters(now, giveWay);
    expect(giveWay).toHaveBeenCalledTimes(current.length);
    expect(events).toEqual(current.flatMap(() => ['gave way', 'went on']));
    // Giving way loses no letter: the admin's training and the newcomer's onboarding.
    expect(subjectsTo(admin.email)).toEqual(['2 new tasks for you']);
  });
});
