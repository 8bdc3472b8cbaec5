import 'server-only';
import { getDb } from '@/lib/db/client';
import { trainingCompletions } from '@/lib/db/schema';
import { dayOf } from '@/lib/domain/calendar-days';
import type { CheckedUpload } from '@/lib/domain/evidence/files';
import { EXTERNAL_LESSON } from '@/lib/domain/training/rules';
import { COMPLETED_IN_FUTURE, type TrainingCompletion } from '@/lib/schemas/training/records';
import { recordActivity } from '../activity';
import { createEvidence } from '../evidence';
import { followsFramework } from '../frameworks';
import { WorkspaceError, type Member } from '../member';
import { personOf } from '../people';
import { fileOutsideTraining, logFilingFailure } from './evidence';
import { completionColumns } from './records';
import { guardedWrite } from '../guarded-write';

export type OutsideCourse = { courseName: string; completedOn: string; file: CheckedUpload };

/**
 * Records a course a person completed elsewhere (members and admins): the certificate becomes an evidence item
 * of type certificate, pending review, through the evidence upload; then the completion (a pass, 100%) names it,
 * with the activity row on the person; then the training is filed as evidence for security awareness (HR-03).
 */
export const recordOutsideCourse = guardedWrite(
  'records.edit',
  async (member: Member, personId: string, course: OutsideCourse, now: Date = new Date()): Promise<TrainingCompletion> => {
    const db = await getDb();
    const person = await personOf(db, member, personId);
    if (course.completedOn > dayOf(now)) throw new WorkspaceError('invalid', COMPLETED_IN_FUTURE);
    const certificate = await createEvidence(
      member,
      {
        name: `Training certificate: ${course.courseName} (${person.name})`.slice(0, 120),
        description: `Certificate of ${person.name} for the outside course ${course.courseName}, completed on ${course.completedOn}.`,
        type: 'certificate',
        framework: (await followsFramework(member, 'hipaa')) ? 'hipaa' : 'soc2',
        collectedOn: course.completedOn,
        expiresOn: null,
      },
      [course.file],
      now,
    );
    const stored = await db.transaction(async (tx) => {
      const [completion] = await tx
        .insert(trainingCompletions)
        .values({
          organizationId: member.organizationId,
          personId: person.id,
          lessonId: EXTERNAL_LESSON,
          score: 100,
          passed: true,
          completedAt: new Date(`${course.completedOn}T12:00:00Z`),
          courseName: course.courseName,
          evidenceId: certificate.id,
          recordedByMemberId: member.id || null,
        })
        .returning(completionColumns);
      if (!completion) throw new Error('The outside course was not stored');
      await recordActivity(tx, member, {
        action: 'training.outside-course',
        recordType: 'person',
        recordId: person.id,
        summary: `Recorded the outside course ${course.courseName} for ${person.name}, completed on ${course.completedOn}`,
      });
      return completion;
    });
    await fileOutsideTraining(member, person, stored, now).catch(logFilingFailure(member.organizationId));
    return stored;
  },
);
