import { dataHandlingLesson } from './data-handling';
import { deviceSecurityLesson } from './device-security';
import { hipaaLesson } from './hipaa';
import { incidentReportingLesson } from './incident-reporting';
import { passwordsLesson } from './passwords';
import { phishingLesson } from './phishing';
import type { Lesson } from './types';

export type { Lesson, QuizChoice, QuizQuestion } from './types';

/** The built-in security-awareness course, in the order it is taken. */
export const trainingLessons: readonly Lesson[] = [
  phishingLesson,
  passwordsLesson,
  dataHandlingLesson,
  incidentReportingLesson,
  deviceSecurityLesson,
  hipaaLesson,
];

/** The lesson `id` of the course, if any. */
export function lessonById(id: string): Lesson | undefined {
  return trainingLessons.find((lesson) => lesson.id === id);
}
