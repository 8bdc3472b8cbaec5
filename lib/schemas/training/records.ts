import { z } from '@/lib/schemas/zod';
import { isoDate, requiredLine } from '../common';

const RELOAD = 'Reload the lesson and try again.';

/** A quiz's radio group for question `id` is named with this prefix. */
export const ANSWER_FIELD_PREFIX = 'answer-';
export const answerField = (questionId: string) => `${ANSWER_FIELD_PREFIX}${questionId}`;

/**
 * A quiz as its form posts it: the lesson and one radio group per question (`answer-<question id>`). Answers are
 * gathered by question id; a question left unanswered is simply absent (and scored wrong).
 */
export const quizSubmissionSchema = z
  .object({ lessonId: z.string({ error: RELOAD }).min(1, RELOAD).max(64, RELOAD) })
  .catchall(z.unknown())
  .transform(({ lessonId, ...fields }) => ({
    lessonId,
    answers: Object.fromEntries(
      Object.entries(fields)
        .filter(([name, value]) => name.startsWith(ANSWER_FIELD_PREFIX) && typeof value === 'string')
        .map(([name, value]) => [name.slice(ANSWER_FIELD_PREFIX.length), String(value).slice(0, 64)]),
    ) as Record<string, string>,
  }));
export type QuizSubmission = z.output<typeof quizSubmissionSchema>;

export const COMPLETED_IN_FUTURE = 'The completion date cannot be in the future.';

/** Record an outside course's text fields; the certificate file is checked with the upload rules. */
export const outsideCourseFields = z.object({
  personId: z.string({ error: 'Reload the page and try again.' }).min(1).max(64),
  courseName: requiredLine('course name', 200),
  completedOn: isoDate('completion date'),
});
export type OutsideCourseFields = z.output<typeof outsideCourseFields>;

/** One attempt at a lesson, or an outside course (`lessonId` 'external'). */
export type TrainingCompletion = {
  id: string;
  personId: string;
  lessonId: string;
  score: number;
  passed: boolean;
  completedAt: Date;
  courseName: string | null;
  evidenceId: string | null;
};

/** The answer of a submitted quiz: the stored attempt and each wrong answer's explanation. */
export type QuizOutcome = {
  completion: TrainingCompletion;
  mistakes: { questionId: string; prompt: string; explanation: string }[];
};
