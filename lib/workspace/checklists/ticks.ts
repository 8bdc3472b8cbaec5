import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { checklists, people } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { checklistControls, checklistStanding, endedByDeparture, onboardingEnded } from '@/lib/domain/checklists/rules';
import { checklistKindLabels, type Checklist, type ChecklistTick } from '@/lib/schemas/checklists/records';
import { recordActivity } from '../activity';
import { fileRecordAsEvidence } from '../evidence';
import { checkedId, STALE_MESSAGE, WorkspaceError, type Member } from '../member';
import { checklistColumns, checklistOf, checklistRowOf } from './records';
import { guardedWrite } from '../guarded-write';

export const FINISHED_MESSAGE = 'This checklist is finished and kept as evidence; its steps can no longer change.';
export const ONBOARDING_ENDED_MESSAGE = 'This person has left: their onboarding is closed and its steps can no longer change.';
export const NO_STEP_MESSAGE = 'This step is not on the checklist. Reload the page and try again.';

type FinishedPerson = { name: string; email: string; startDate: string; endDate: string | null };

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'person';

/**
 * Keeps a finished checklist as an evidence item linked to the controls it proves, collected by the checklist
 * itself (not the person who ticked the last step), so anyone may review it.
 */
async function fileAsEvidence(member: Member, checklist: Checklist, person: FinishedPerson, now: Date): Promise<string> {
  const label = checklistKindLabels[checklist.kind];
  const collector: Member = { ...member, id: '', subject: `checklist:${checklist.kind}`, displayName: `${label} checklist` };
  const day = dayOf(now);
  const standing = checklistStanding(checklist, now);
  return fileRecordAsEvidence(
    collector,
    {
      name: `${label} checklist of ${person.name}, ${day}`,
      description: `The ${label.toLowerCase()} steps of ${person.name}, who did each and when, and the deadline: ${standing.label.toLowerCase()}.`,
      fileName: `${checklist.kind}-${slug(person.name)}-${day}.json`,
      document: {
        kind: checklist.kind,
        person,
        startedAt: checklist.startedAt.toISOString(),
        dueAt: checklist.dueAt.toISOString(),
        finishedAt: checklist.finishedAt?.toISOString() ?? null,
        deadline: standing.label,
        steps: checklist.steps.map((step) => ({ title: step.title, doneAt: step.doneAt?.toISOString() ?? null, doneBy: step.doneByName })),
      },
      controlIds: checklistControls[checklist.kind],
    },
    now,
  );
}

/**
 * Ticks or unticks one step (members and admins). A stale version is refused; a finished checklist, and the
 * onboarding of a person who has left, no longer change. Ticking the last step finishes the checklist and files it
 * as evidence for its controls.
 */
export const tickChecklistStep = guardedWrite(
  'records.edit',
  async (member: Member, tick: ChecklistTick, now: Date = new Date()): Promise<Checklist> => {
    checkedId(tick.id, 'The checklist');
    const db = await getDb();
    const { finished, person } = await db.transaction(async (tx) => {
      const current = await checklistRowOf(tx, member.organizationId, tick.id);
      if (current.version !== tick.version) throw new WorkspaceError('conflict', STALE_MESSAGE);
      if (current.finishedAt !== null) {
        throw new WorkspaceError('invalid', endedByDeparture(current) ? ONBOARDING_ENDED_MESSAGE : FINISHED_MESSAGE);
      }
      const step = current.steps[tick.step];
      if (!step) throw new WorkspaceError('invalid', NO_STEP_MESSAGE);
      const [leaver] = await tx.select({ endDate: people.endDate }).from(people).where(eq(people.id, current.personId));
      if (onboardingEnded({ kind: current.kind, endDate: leaver?.endDate ?? null }, dayOf(now))) {
        throw new WorkspaceError('invalid', ONBOARDING_ENDED_MESSAGE);
      }
      const steps = current.steps.map((each, index) =>
        index !== tick.step
          ? each
          : tick.done
            ? { title: each.title, doneAt: each.doneAt ?? now.toISOString(), doneByName: each.doneByName ?? member.displayName }
            : { title: each.title, doneAt: null, doneByName: null },
      );
      const finishedAt = steps.every((each) => each.doneAt !== null) ? now : null;
      const [changed] = await tx
        .update(checklists)
        .set({ steps, finishedAt, version: sql`${checklists.version} + 1`, updatedAt: now })
        .where(and(eq(checklists.id, current.id), eq(checklists.version, tick.version)))
        .returning(checklistColumns);
      if (!changed) throw new WorkspaceError('conflict', STALE_MESSAGE);
      const [owner] = await tx
        .select({ name: people.name, email: people.email, startDate: people.startDate, endDate: people.endDate })
        .from(people)
        .where(eq(people.id, current.personId));
      const who = owner ?? { name: 'a person', email: '', startDate: '', endDate: null };
      const kind = checklistKindLabels[current.kind].toLowerCase();
      await recordActivity(tx, member, {
        action: tick.done ? 'checklist.step-done' : 'checklist.step-undone',
        recordType: 'person',
        recordId: current.personId,
        summary: `${tick.done ? 'Ticked' : 'Unticked'} "${step.title}" on the ${kind} checklist of ${who.name}`,
      });
      if (finishedAt) {
        await recordActivity(tx, member, {
          action: 'checklist.finished',
          recordType: 'person',
          recordId: current.personId,
          summary: `Finished the ${kind} checklist of ${who.name}: ${checklistStanding(changed, now).label.toLowerCase()}`,
        });
      }
      return { finished: checklistOf(changed), person: who };
    });
    if (finished.finishedAt === null) return finished;
    const evidenceId = await fileAsEvidence(member, finished, person, now);
    await db
      .update(checklists)
      .set({ evidenceId })
      .where(and(eq(checklists.id, finished.id), eq(checklists.organizationId, member.organizationId)));
    return { ...finished, evidenceId };
  },
);
