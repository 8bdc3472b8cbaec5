import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checklists, people } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { checklistDueAt, onboardingEnded, onboardsOnAdding } from '@/lib/domain/checklists/rules';
import { checklistKindLabels, type Checklist, type ChecklistKind, type ChecklistStart } from '@/lib/schemas/checklists/records';
import { recordActivity } from '../activity';
import { checkedId, notFound, WorkspaceError, type Member, type Tx } from '../member';
import { checklistColumns, checklistOf, openChecklistOf, templateOf, type Actor } from './records';
import { guardedWrite } from '../guarded-write';

/** The person a checklist is kept for. */
export type ChecklistPerson = { id: string; name: string; startDate: string; endDate: string | null };

export const NO_END_DATE_MESSAGE = 'Record the departure first: an offboarding counts from the end of the last day.';

const kindWord = (kind: ChecklistKind) => checklistKindLabels[kind].toLowerCase();

/**
 * Starts a person's checklist of `kind` inside the caller's transaction (adding a person, recording a departure,
 * a member joining or leaving): the template's steps are copied, so a later edit of the template leaves it alone.
 * A checklist of the kind already under way is kept; an offboarding's due time follows a changed end date.
 * Answers null when there is nothing to start (an offboarding without an end date). Started by hand, `actor`
 * writes its activity row; started by another change, that change's own activity row records it.
 */
export async function startChecklistIn(
  tx: Tx,
  organizationId: string,
  person: ChecklistPerson,
  kind: ChecklistKind,
  now = new Date(),
  actor?: Actor,
) {
  const template = await templateOf(tx, organizationId, kind);
  const dueAt = checklistDueAt(kind, person, template.deadlineHours);
  if (dueAt === null) return null;
  const open = await openChecklistOf(tx, organizationId, person.id, kind);
  if (open) {
    if (open.dueAt.getTime() === dueAt.getTime()) return open;
    const [moved] = await tx
      .update(checklists)
      .set({ dueAt, version: sql`${checklists.version} + 1`, updatedAt: now })
      .where(eq(checklists.id, open.id))
      .returning(checklistColumns);
    return moved ?? open;
  }
  const [created] = await tx
    .insert(checklists)
    .values({
      organizationId,
      personId: person.id,
      kind,
      steps: template.steps.map((title) => ({ title, doneAt: null, doneByName: null })),
      startedAt: now,
      dueAt,
    })
    .returning(checklistColumns);
  if (!created) throw new Error('The checklist was not started');
  if (!actor) return created;
  await recordActivity(tx, actor, {
    action: `checklist.started`,
    recordType: 'person',
    recordId: person.id,
    summary: `Started the ${kindWord(kind)} checklist of ${person.name}`,
  });
  return created;
}

/** Starts the onboarding of each person added together who is joining (a CSV import): see onboardsOnAdding. */
export async function startOnboardingsIn(
  tx: Tx,
  organizationId: string,
  added: readonly ChecklistPerson[],
  now = new Date(),
): Promise<number> {
  const joining = added.filter((person) => onboardsOnAdding(person, now));
  if (joining.length === 0) return 0;
  const template = await templateOf(tx, organizationId, 'onboarding');
  const steps = template.steps.map((title) => ({ title, doneAt: null, doneByName: null }));
  const rows = joining.map((person) => ({
    organizationId,
    personId: person.id,
    kind: 'onboarding' as const,
    steps,
    startedAt: now,
    dueAt: checklistDueAt('onboarding', person, template.deadlineHours)!,
  }));
  for (let start = 0; start < rows.length; start += 500) await tx.insert(checklists).values(rows.slice(start, start + 500));
  return joining.length;
}

/**
 * Start onboarding or Start offboarding on a person's page (members and admins), for people who joined or left
 * before checklists were kept. One open checklist of a kind per person; an offboarding needs an end date, and a
 * person who has left gets no onboarding.
 */
export const startChecklist = guardedWrite(
  'records.edit',
  async (member: Member, start: ChecklistStart, now: Date = new Date()): Promise<Checklist> => {
    checkedId(start.personId, 'The person');
    const db = await getDb();
    return db.transaction(async (tx) => {
      const [person] = await tx
        .select({ id: people.id, name: people.name, startDate: people.startDate, endDate: people.endDate })
        .from(people)
        .where(and(eq(people.id, start.personId), eq(people.organizationId, member.organizationId)));
      if (!person) throw notFound('The person');
      if (onboardingEnded({ kind: start.kind, endDate: person.endDate }, dayOf(now))) {
        throw new WorkspaceError('invalid', `${person.name} has left: there is no onboarding to start, only their offboarding.`);
      }
      if (await openChecklistOf(tx, member.organizationId, person.id, start.kind)) {
        throw new WorkspaceError('conflict', `The ${kindWord(start.kind)} of ${person.name} has already started. Reload to see it.`);
      }
      const started = await startChecklistIn(tx, member.organizationId, person, start.kind, now, member);
      if (!started) throw new WorkspaceError('invalid', NO_END_DATE_MESSAGE);
      return checklistOf(started);
    });
  },
);
