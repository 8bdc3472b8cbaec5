'use server';

import { memberAction } from '@/lib/actions/member-action';
import { lessonById } from '@/lib/catalog/training';
import { uploadedFilesField, uploadSize } from '@/lib/domain/evidence/files';
import { outsideCourseFields, quizSubmissionSchema, type QuizOutcome, type TrainingCompletion } from '@/lib/schemas/training/records';
import { recordOutsideCourse, submitQuiz } from '@/lib/workspace/training';

/**
 * Submit a lesson's quiz: any role takes the course for themselves (the permission is one's own account's); the
 * answer carries the score and each wrong answer's explanation.
 */
export const submitQuizAction = memberAction({
  write: submitQuiz,
  schema: quizSubmissionSchema,
  invalid: { message: 'Reload the lesson and try again.', fields: false },
  work: async (member, { lessonId, answers }): Promise<{ record: QuizOutcome; message: string }> => {
    const record = await submitQuiz(member, lessonId, answers);
    const title = lessonById(lessonId)?.title ?? 'the lesson';
    const { score, passed } = record.completion;
    return { record, message: passed ? `You passed ${title} with ${score}%.` : `You scored ${score}%. 80% passes: try again.` };
  },
  revalidate: (record, { lessonId }) => [
    '/manage/training',
    `/manage/training/${lessonId}`,
    `/manage/people/${record.completion.personId}`,
  ],
});

const certificateField = uploadedFilesField.refine((files) => files.length === 1, 'Choose one certificate file.');

/** Record an outside course for a person (members and admins), its certificate kept as evidence. */
export const recordOutsideCourseAction = memberAction({
  write: recordOutsideCourse,
  schema: outsideCourseFields.extend({ certificate: certificateField }),
  files: ['certificate'],
  uploadBytes: (input) => uploadSize(input.certificate),
  work: async (member, { personId, courseName, completedOn, certificate }): Promise<{ record: TrainingCompletion; message: string }> => {
    const record = await recordOutsideCourse(member, personId, { courseName, completedOn, file: certificate[0]! });
    return { record, message: `${courseName} was recorded; its certificate waits for review in Evidence.` };
  },
  revalidate: (record) => ['/manage/training', `/manage/people/${record.personId}`, '/manage/evidence'],
});
