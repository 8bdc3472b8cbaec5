import 'server-only';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { getDb } from '@/lib/db/client';
import { checklists, people } from '@/lib/db/schema';
import { checklistDueDay, checklistTaskTitle, onboardingEnded } from '@/lib/domain/checklists/rules';
import type { Member } from '../member';
import type { TaskSource } from './source';

const manager = alias(people, 'manager');

/**
 * The open onboarding and offboarding checklists the member must see through: those of people they manage, and,
 * when they are an admin, those of people whose manager cannot tick steps (no manager, or one without a login).
 * Never their own: nobody signs off their own background check or access removal, and no onboarding of a person
 * who has left. One task per checklist, due at the checklist's deadline.
 */
export const checklistTasks: TaskSource = {
  kind: 'checklist',
  permission: 'records.edit',
  read: async (member: Member, today: string) => {
    const db = await getDb();
    const rows = await db
      .select({
        id: checklists.id,
        kind: checklists.kind,
        steps: checklists.steps,
        dueAt: checklists.dueAt,
        personId: people.id,
        personName: people.name,
        personMemberId: people.memberId,
        personEndDate: people.endDate,
        managerMemberId: manager.memberId,
      })
      .from(checklists)
      .innerJoin(people, eq(people.id, checklists.personId))
      .leftJoin(manager, eq(manager.id, people.managerId))
      .where(and(eq(checklists.organizationId, member.organizationId), isNull(checklists.finishedAt)))
      .orderBy(asc(checklists.dueAt), asc(people.name), asc(checklists.id));
    return rows
      .filter((row) => !onboardingEnded({ kind: row.kind, endDate: row.personEndDate }, today))
      .filter((row) => row.personMemberId !== member.id)
      .filter((row) => row.managerMemberId === member.id || (row.managerMemberId === null && member.role === 'admin'))
      .map((row) => {
        const left = row.steps.filter((step) => step.doneAt === null).length;
        return {
          kind: 'checklist' as const,
          recordId: row.id,
          title: checklistTaskTitle(row.kind, row.personName),
          detail: `${left} of ${row.steps.length} ${row.steps.length === 1 ? 'step' : 'steps'} left`,
          href: `/manage/people/${row.personId}`,
          dueOn: checklistDueDay(row.dueAt),
          dueAt: row.dueAt,
        };
      });
  },
};
