import 'server-only';
import { eq, isNull } from 'drizzle-orm';
import { BoundedMap } from '@/lib/bounded-map';
import { getDb } from '@/lib/db/client';
import { members, organizations } from '@/lib/db/schema';
import { DAY_MS, dayOf } from '@/lib/domain/calendar-days';
import type { LetterKind, LetterText } from '@/lib/domain/notifications/letters';
import { notificationSettings, type NotificationSettings } from '@/lib/domain/notifications/preferences';
import { assignedTasksLetter, overdueTasksLetter, weekOf, weeklyDigestLetter } from '@/lib/domain/notifications/task-letters';
import type { Task } from '@/lib/domain/tasks/rules';
import { queueMail } from '@/lib/mail';
import type { Member } from '../member';
import { memberColumns } from '../organization';
import { recordsRevision } from '../read-cache';
import { collectTasks, memberHasLeft } from '../tasks';
import { siteLink } from './links';
import { claimLetters } from './log';

const WEEK_MS = 7 * DAY_MS;

type Reader = { member: Member; settings: NotificationSettings };

/** Every current member of every organization, with what they chose to receive. */
async function everyMember(): Promise<Reader[]> {
  const db = await getDb();
  const rows = await db
    .select({ ...memberColumns, notifications: members.notifications })
    .from(members)
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(isNull(members.removedAt));
  return rows.map(({ notifications, ...member }) => ({ member, settings: notificationSettings(notifications) }));
}

/**
 * Claims each of `items` under `kind` and queues one letter about those this call claimed (none when another process
 * or an earlier look already wrote about all of them). Answers whether a letter was queued.
 */
async function writeAbout<Item>(
  member: Member,
  kind: LetterKind,
  items: readonly Item[],
  keyOf: (item: Item) => string,
  letterOf: (claimed: Item[]) => LetterText,
  now: Date,
  againAfterMs?: number,
): Promise<boolean> {
  const db = await getDb();
  return db.transaction(async (tx) => {
    const claim = { organizationId: member.organizationId, recipient: member.id, kind };
    const keys = await claimLetters(tx, claim, items.map(keyOf), { now, againAfterMs });
    // Each claimed key once, in the list's order.
    const claimed = items.filter((item) => keys.delete(keyOf(item)));
    if (claimed.length === 0) return false;
    const letter = letterOf(claimed);
    await queueMail(tx, {
      kind: 'task-reminder',
      to: member.email,
      ...letter,
      link: siteLink('/manage/tasks'),
      organizationId: member.organizationId,
    });
    return true;
  });
}

/** How many members' last looks a process remembers: far more than any organization's members. */
const LOOKS_REMEMBERED = 10_000;

/**
 * Each member's last complete look in this process: the organization's records revision it read the tasks at, and
 * the day. A look on the same day with the records unchanged would read the same tasks and find every letter
 * already written, so it is skipped: the hourly sweep read each member's whole task list again every hour. Only a
 * weekly overdue recall falling due later in that day waits, for the next day's first look or the next change.
 */
const lastLooks = new BoundedMap<string, string>(LOOKS_REMEMBERED);

/** The task letters one member is due at `now`, as their settings ask; answers how many were queued. */
async function mailTasksOf({ member, settings }: Reader, now: Date): Promise<number> {
  if (!settings.assignedTasks && !settings.overdueReminders && !settings.weeklyDigest) return 0;
  const today = dayOf(now);
  // Read before the tasks: a change committed while they are read makes the next look read them again.
  const look = `${await recordsRevision(member.organizationId)} ${today}`;
  if (lastLooks.get(member.id) === look) return 0;
  const sent = await writeTaskLetters({ member, settings }, now, today);
  lastLooks.set(member.id, look);
  return sent;
}

/** The task letters of one member's look at `now`. */
async function writeTaskLetters({ member, settings }: Reader, now: Date, today: string): Promise<number> {
  // A member who has left gets no more letters about work, not even an empty digest.
  if (await memberHasLeft(member, today)) return 0;
  const tasks = await collectTasks(member, today);
  const input = { organizationName: member.organizationName, now, link: siteLink('/manage/tasks') };
  let sent = 0;
  // A task is new once per due day: a new policy version or a moved deadline is news again.
  if (settings.assignedTasks) {
    const newKey = (task: Task) => `${task.key}:${task.dueOn ?? ''}`;
    if (await writeAbout(member, 'assigned-task', tasks, newKey, (claimed) => assignedTasksLetter({ ...input, tasks: claimed }), now))
      sent += 1;
  }
  // An overdue task is recalled once a week until it is done.
  const overdue = tasks.filter((task) => task.overdue);
  if (settings.overdueReminders && overdue.length > 0) {
    const letterOf = (claimed: Task[]) => overdueTasksLetter({ ...input, tasks: claimed });
    if (await writeAbout(member, 'overdue-reminder', overdue, (task) => task.key, letterOf, now, WEEK_MS)) sent += 1;
  }
  // The digest is one claim a week (its Monday), whatever the list holds.
  if (settings.weeklyDigest) {
    const digest = () => weeklyDigestLetter({ ...input, tasks });
    if (await writeAbout(member, 'weekly-digest', [weekOf(today)], (week) => week, digest, now)) sent += 1;
  }
  return sent;
}

/**
 * Runs after each member's letters with the time they took, so that a scheduled sweep can give way to the requests
 * it shares the database with.
 */
export type GiveWay = (busyMs: number) => Promise<void>;

/**
 * The letters drawn from each member's task list: new tasks, overdue ones (weekly), and the weekly digest. Each is
 * claimed in the log with the letter, so several processes write it once. A member whose list cannot be read is
 * logged by id and skipped. Answers how many letters were queued.
 */
export async function mailTaskLetters(now: Date = new Date(), giveWay?: GiveWay): Promise<number> {
  let sent = 0;
  for (const reader of await everyMember()) {
    const started = performance.now();
    try {
      sent += await mailTasksOf(reader, now);
    } catch (error) {
      console.error(`The task letters of member ${reader.member.id} could not be written: ${(error as Error).message}`);
    }
    await giveWay?.(performance.now() - started);
  }
  return sent;
}
