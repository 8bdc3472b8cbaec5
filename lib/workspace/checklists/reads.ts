import 'server-only';
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checklists, people } from '@/lib/db/schema';
import type { Checklist, ChecklistKind, OpenChecklistStep } from '@/lib/schemas/checklists/records';
import { onboardingEnded } from '@/lib/domain/checklists/rules';
import { assertCan, checkedId, type Member } from '../member';
import { keptRead } from '../read-cache';
import { checklistColumns, checklistOf } from './records';

/** A person's latest checklist of each kind (null when none was started), for their page. */
export function personChecklists(member: Member, personId: string): Promise<Record<ChecklistKind, Checklist | null>> {
  assertCan(member, 'records.view');
  checkedId(personId, 'The person');
  return keptRead(member, ['person-checklists', personId], async () => {
    const db = await getDb();
    const rows = await db
      .select(checklistColumns)
      .from(checklists)
      .where(and(eq(checklists.organizationId, member.organizationId), eq(checklists.personId, personId)))
      .orderBy(desc(checklists.startedAt), desc(checklists.createdAt));
    const latest = (kind: ChecklistKind) => rows.find((row) => row.kind === kind);
    const onboarding = latest('onboarding');
    const offboarding = latest('offboarding');
    return { onboarding: onboarding ? checklistOf(onboarding) : null, offboarding: offboarding ? checklistOf(offboarding) : null };
  });
}

/**
 * Every step still to do on the organization's open checklists, soonest due first: the person, the kind, the
 * step and when the checklist falls due. `today` keys the kept answer by day.
 */
export function openChecklistSteps(member: Member, today: string): Promise<OpenChecklistStep[]> {
  assertCan(member, 'records.view');
  return keptRead(member, ['open-checklist-steps', today], async () => {
    const db = await getDb();
    const rows = await db
      .select({
        id: checklists.id,
        personId: checklists.personId,
        personName: people.name,
        kind: checklists.kind,
        steps: checklists.steps,
        dueAt: checklists.dueAt,
        endDate: people.endDate,
      })
      .from(checklists)
      .innerJoin(people, eq(people.id, checklists.personId))
      .where(and(eq(checklists.organizationId, member.organizationId), isNull(checklists.finishedAt)))
      .orderBy(asc(checklists.dueAt), asc(people.name), asc(checklists.id));
    // An onboarding of a person who has left is over, even before its row is closed.
    return rows
      .filter((row) => !onboardingEnded(row, today))
      .flatMap((row) =>
        row.steps.flatMap((step, index) =>
          step.doneAt === null
            ? [
                {
                  checklistId: row.id,
                  personId: row.personId,
                  personName: row.personName,
                  kind: row.kind,
                  step: index,
                  title: step.title,
                  dueAt: row.dueAt,
                },
              ]
            : [],
        ),
      );
  });
}
