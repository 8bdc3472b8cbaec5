import 'server-only';
import { getDb } from '@/lib/db/client';
import { trainingCompletions } from '@/lib/db/schema';
import { scoreQuiz, type QuizAnswers } from '@/lib/domain/training/rules';
import type { QuizOutcome } from '@/lib/schemas/training/records';
import { recordActivity } from '../activity';
import { notFound, WorkspaceError, type Member } from '../member';
import { fileTrainingWhenComplete, logFilingFailure } from './evidence';
import { completionColumns, hasLeft, LEFT_TRAINING_MESSAGE, organizationLessons, ownPerson } from './records';
import { guardedWrite } from '../guarded-write';

/**
 * Scores the signed-in member's answers to a lesson's quiz and stores the attempt (pass or fail) on their own
 * person, with its activity row. Any role may take the course for themselves; a member with no person in People,
 * or whose person has left, is refused, and a lesson the organization does not assign (the HIPAA module without HIPAA) is not found. The pass
 * that completes the whole assigned course files the person's training as evidence.
 */
export const submitQuiz = guardedWrite(
  'account.manage',
  async (member: Member, lessonId: string, answers: QuizAnswers, now: Date = new Date()): Promise<QuizOutcome> => {
    const lesson = (await organizationLessons(member)).find((candidate) => candidate.id === lessonId);
    if (!lesson) throw notFound('The lesson');
    const scored = scoreQuiz(lesson, answers);
    if (!scored.ok) throw new WorkspaceError('invalid', scored.message);
    const db = await getDb();
    const { outcome, person } = await db.transaction(async (tx) => {
      const person = await ownPerson(tx, member);
      if (hasLeft(person, now)) throw new WorkspaceError('forbidden', LEFT_TRAINING_MESSAGE);
      const [completion] = await tx
        .insert(trainingCompletions)
        .values({
          organizationId: member.organizationId,
          personId: person.id,
          lessonId: lesson.id,
          score: scored.score,
          passed: scored.passed,
          completedAt: now,
          recordedByMemberId: member.id || null,
        })
        .returning(completionColumns);
      if (!completion) throw new Error('The attempt was not stored');
      await recordActivity(tx, member, {
        action: scored.passed ? 'training.passed' : 'training.failed',
        recordType: 'person',
        recordId: person.id,
        summary: `${scored.passed ? 'Passed' : 'Did not pass'} the lesson ${lesson.title} with ${scored.score}%`,
      });
      return { outcome: { completion, mistakes: scored.mistakes }, person };
    });
    if (outcome.completion.passed) {
      await fileTrainingWhenComplete(member, person, outcome.completion.id, now).catch(logFilingFailure(member.organizationId));
    }
    return outcome;
  },
);
