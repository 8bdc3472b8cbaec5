import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { members, people } from '@/lib/db/schema';
import type { Task } from '@/lib/domain/tasks/rules';
import { assertCan, checkedId, type Member } from '../member';
import { tasksOf } from './collect';

/**
 * What the person of `personId` must do, as their own My tasks lists it: for a person who signs in (a current
 * member of the organization); null for a person without a login, whose acceptances and training their page shows.
 */
export async function personTasks(member: Member, personId: string, today: string): Promise<Task[] | null> {
  assertCan(member, 'records.view');
  checkedId(personId, 'The person');
  const db = await getDb();
  const [login] = await db
    .select({ id: members.id, subject: members.subject, email: members.email, displayName: members.displayName, role: members.role })
    .from(people)
    .innerJoin(members, and(eq(members.id, people.memberId), isNull(members.removedAt)))
    .where(
      and(eq(people.id, personId), eq(people.organizationId, member.organizationId), eq(members.organizationId, member.organizationId)),
    );
  if (!login) return null;
  return tasksOf({ ...login, organizationId: member.organizationId, organizationName: member.organizationName }, today);
}
