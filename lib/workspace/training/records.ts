import 'server-only';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { people, trainingCompletions } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import { personStatusOn } from '@/lib/domain/people/rules';
import { assignedLessons, type TrainingPass } from '@/lib/domain/training/rules';
import type { Lesson } from '@/lib/catalog/training';
import type { TrainingCompletion } from '@/lib/schemas/training/records';
import { followsFramework } from '../frameworks';
import { WorkspaceError, type Member, type Tx } from '../member';

/** A transaction or the database itself: anything that reads. */
export type Reader = Pick<Tx, 'select'>;

export const NO_PERSON_MESSAGE =
  'Your training is kept on your entry in People, and you have none in this organization. Ask an administrator to add you.';

export const completionColumns = {
  id: trainingCompletions.id,
  personId: trainingCompletions.personId,
  lessonId: trainingCompletions.lessonId,
  score: trainingCompletions.score,
  passed: trainingCompletions.passed,
  completedAt: trainingCompletions.completedAt,
  courseName: trainingCompletions.courseName,
  evidenceId: trainingCompletions.evidenceId,
};

/** The lessons the member's organization assigns to everyone: the HIPAA module only where HIPAA is followed. */
export async function organizationLessons(member: Member): Promise<Lesson[]> {
  return assignedLessons(await followsFramework(member, 'hipaa'));
}

/** The signed-in member's own person of the organization, or a refusal: training is kept per person. */
export async function ownPerson(
  tx: Reader,
  member: Member,
): Promise<{ id: string; name: string; email: string; startDate: string; endDate: string | null }> {
  const [row] = member.id
    ? await tx
        .select({ id: people.id, name: people.name, email: people.email, startDate: people.startDate, endDate: people.endDate })
        .from(people)
        .where(and(eq(people.organizationId, member.organizationId), eq(people.memberId, member.id)))
    : [];
  if (!row) throw new WorkspaceError('forbidden', NO_PERSON_MESSAGE);
  return row;
}

export const LEFT_TRAINING_MESSAGE =
  'You have left this organization (your end date in People has passed), so no training is asked of you and none is recorded.';

/** Whether the person has left on the calendar day of `now`: from their end date on, nothing is asked of them. */
export const hasLeft = (person: { startDate: string; endDate: string | null }, now: Date): boolean =>
  personStatusOn(person, dayOf(now)) === 'departed';

/** Every attempt and outside course of the given people of the organization, newest first. */
export async function completionsOf(tx: Reader, member: Member, personIds: readonly string[]): Promise<TrainingCompletion[]> {
  if (personIds.length === 0) return [];
  return tx
    .select(completionColumns)
    .from(trainingCompletions)
    .where(and(eq(trainingCompletions.organizationId, member.organizationId), inArray(trainingCompletions.personId, [...personIds])))
    .orderBy(desc(trainingCompletions.completedAt), desc(trainingCompletions.createdAt));
}

/** The passes among completions, as the status rule reads them (the day of each, UTC). */
export function passesOf(completions: readonly TrainingCompletion[]): TrainingPass[] {
  return completions
    .filter((completion) => completion.passed)
    .map((completion) => ({ lessonId: completion.lessonId, day: dayOf(completion.completedAt) }));
}
