import 'server-only';
import { getDb } from '@/lib/db/client';
import { dayOf } from '@/lib/domain/calendar-days';
import { EXTERNAL_LESSON, trainingStatusOn } from '@/lib/domain/training/rules';
import type { TrainingCompletion } from '@/lib/schemas/training/records';
import { organizationCollector } from '../collector';
import { fileRecordAsEvidence } from '../evidence';
import type { Member } from '../member';
import { completionsOf, organizationLessons, passesOf } from './records';

/** The library control completed training proves: security awareness (HR-03). */
export const TRAINING_CONTROLS = ['HR-03'] as const;

type TrainedPerson = { id: string; name: string; email: string; startDate: string };

/** Files one evidence item of the person's training on `day`: the passes and outside courses that made it, as JSON. */
async function fileTraining(member: Member, person: TrainedPerson, completions: TrainingCompletion[], day: string, now: Date) {
  const collector = await organizationCollector(member.organizationId, 'product:training', 'Security training');
  return fileRecordAsEvidence(
    collector,
    {
      name: `Security training of ${person.name}, ${day}`.slice(0, 120),
      description: `${person.name} completed the security-awareness training: each lesson passed with its score and day, as JSON.`,
      fileName: `security-training-${day}.json`,
      document: {
        person: person.name,
        email: person.email,
        completed: day,
        // The latest pass of each lesson (completions come newest first).
        completions: completions
          .filter(
            (completion, index) =>
              completion.passed && completions.findIndex((other) => other.passed && other.lessonId === completion.lessonId) === index,
          )
          .map((completion) => ({
            lesson: completion.lessonId === EXTERNAL_LESSON ? `Outside course: ${completion.courseName ?? ''}` : completion.lessonId,
            score: completion.score,
            completedAt: completion.completedAt.toISOString(),
          })),
      },
      controlIds: TRAINING_CONTROLS,
    },
    now,
  );
}

/** Files after the record is stored: the record stands whatever happens to the filing, and a failure is logged. */
export function logFilingFailure(organizationId: string) {
  return (error: unknown) => {
    console.error(`The training of a person of organization ${organizationId} could not be filed: ${(error as Error).message}`);
    return null;
  };
}

/**
 * After a passed lesson: when this pass completes every assigned lesson (complete now, and not without it), files
 * the person's training as evidence linked to HR-03. A lesson passed again while complete files nothing more.
 * Answers the item's id, or null.
 */
export async function fileTrainingWhenComplete(
  member: Member,
  person: TrainedPerson,
  completionId: string,
  now: Date,
): Promise<string | null> {
  const today = dayOf(now);
  const assigned = (await organizationLessons(member)).map((lesson) => lesson.id);
  const completions = await completionsOf(await getDb(), member, [person.id]);
  const standing = (list: TrainingCompletion[]) => trainingStatusOn(person, assigned, passesOf(list), today).status;
  if (standing(completions) !== 'complete') return null;
  if (standing(completions.filter((completion) => completion.id !== completionId)) === 'complete') return null;
  return fileTraining(member, person, completions, today, now);
}

/** After an outside course is recorded: files the person's training on the course's day, linked to HR-03. */
export async function fileOutsideTraining(
  member: Member,
  person: TrainedPerson,
  completion: TrainingCompletion,
  now: Date,
): Promise<string> {
  return fileTraining(member, person, [completion], dayOf(completion.completedAt), now);
}
