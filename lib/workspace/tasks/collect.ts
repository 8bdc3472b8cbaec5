import 'server-only';
import { and, eq } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { people } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { personStatusOn } from '@/lib/domain/people/rules';
import { can } from '@/lib/domain/permissions';
import { sortTasks, taskListOf, taskOf, type Task, type TaskCount, type TaskList } from '@/lib/domain/tasks/rules';
import type { Member } from '../member';
import { keptRead } from '../read-cache';
import type { TaskSource } from './source';
import { taskSources } from './sources';

/** Whether the member's own person has left on `today`: from their end date on they have no tasks and get no task letters. */
export async function memberHasLeft(member: Member, today: string): Promise<boolean> {
  if (!member.id) return false;
  const db = await getDb();
  const [own] = await db
    .select({ startDate: people.startDate, endDate: people.endDate })
    .from(people)
    .where(and(eq(people.organizationId, member.organizationId), eq(people.memberId, member.id)));
  return own !== undefined && personStatusOn(own, today) === 'departed';
}

/**
 * The tasks `sources` give the member on `today`, sorted; a source whose step the member's role may not take is
 * skipped, and a member whose person has left has none.
 */
export async function collectTasks(member: Member, today: string, sources: readonly TaskSource[] = taskSources): Promise<Task[]> {
  if (await memberHasLeft(member, today)) return [];
  const mine = sources.filter((source) => can(member.role, source.permission));
  const found = await Promise.all(mine.map((source) => source.read(member, today)));
  return sortTasks(found.flat().map((input) => taskOf(input, today)));
}

/**
 * What the signed-in member must do on `today` (YYYY-MM-DD), from the records of their organization, as My tasks
 * lists it (taskListOf). Kept until the organization's records change, so a page or a count of it reads no record;
 * the key holds who is asking (their id, role, name and address decide which tasks are theirs). The answer is shared:
 * callers must not change it.
 */
export function memberTaskList(member: Member, today: string = dayOf(new Date())): Promise<TaskList> {
  return keptRead(member, ['tasks', member.id, member.role, member.displayName, member.email, today], async () =>
    taskListOf(await collectTasks(member, today)),
  );
}

/** The member's tasks on `today`, overdue first (memberTaskList). */
export async function tasksOf(member: Member, today: string = dayOf(new Date())): Promise<Task[]> {
  return (await memberTaskList(member, today)).tasks;
}

/** How many tasks the member has on `today` and how many are overdue: the dashboard's My Tasks card. */
export async function taskCount(member: Member, today: string = dayOf(new Date())): Promise<TaskCount> {
  return (await memberTaskList(member, today)).count;
}
