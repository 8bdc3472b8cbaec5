import { trainingLessons, type Lesson } from '@/lib/catalog/training';
import type { TrainingCompletion } from '@/lib/schemas/training/records';
import { addDays } from '../calendar-days';

/** A lesson is passed with at least this share of its questions answered right. */
export const PASS_PERCENT = 80;
/** A new person has this many days from their start date to take the course. */
export const DAYS_TO_FIRST_COMPLETION = 30;
/** A pass stays current this many days; the course is taken again every year. */
export const DAYS_A_PASS_LASTS = 365;
/** The lesson id of a course taken elsewhere: it stands for the whole course (see `trainingStatusOn`). */
export const EXTERNAL_LESSON = 'external';

/** A quiz's answers: the chosen choice id by question id. */
export type QuizAnswers = Readonly<Record<string, string>>;

/** A wrong (or missing) answer, with the question's explanation to show. */
export type QuizMistake = { questionId: string; prompt: string; explanation: string };

export type QuizScore = { score: number; passed: boolean; correct: number; total: number; mistakes: QuizMistake[] };
export type QuizScoring = ({ ok: true } & QuizScore) | { ok: false; message: string };

export const unknownQuestionMessage = (ids: readonly string[]) =>
  `This quiz has no question ${ids.join(', ')}. Reload the lesson and answer again.`;

/** True when `score` (percent) passes a lesson. */
export const isPassing = (score: number): boolean => score >= PASS_PERCENT;

/**
 * Scores a lesson's quiz. A missing answer, or a choice the question does not have, counts as wrong; an answer to
 * a question the lesson does not have is refused (a form of another version of the lesson).
 */
export function scoreQuiz(lesson: Lesson, answers: QuizAnswers): QuizScoring {
  const known = new Set(lesson.questions.map((question) => question.id));
  const unknown = Object.keys(answers).filter((id) => !known.has(id));
  if (unknown.length > 0) return { ok: false, message: unknownQuestionMessage(unknown) };
  const mistakes = lesson.questions
    .filter((question) => answers[question.id] !== question.answer)
    .map((question) => ({ questionId: question.id, prompt: question.prompt, explanation: question.explanation }));
  const total = lesson.questions.length;
  const correct = total - mistakes.length;
  const score = total === 0 ? 0 : Math.round((correct / total) * 100);
  return { ok: true, score, passed: isPassing(score), correct, total, mistakes };
}

/** The lessons assigned to everyone of an organization: the HIPAA module only where HIPAA is followed. */
export function assignedLessons(followsHipaa: boolean): Lesson[] {
  return trainingLessons.filter((lesson) => lesson.onlyFor === undefined || (lesson.onlyFor === 'hipaa' && followsHipaa));
}

export type TrainingStatus = 'complete' | 'due' | 'overdue';
export const trainingStatusLabels: Record<TrainingStatus, string> = { complete: 'Complete', due: 'Due', overdue: 'Overdue' };

/** A passed attempt: the lesson (or EXTERNAL_LESSON) and the day it was completed (YYYY-MM-DD). */
export type TrainingPass = { lessonId: string; day: string };

export type TrainingStanding = {
  status: TrainingStatus;
  /** Complete: the day the first pass runs out; otherwise the day the missing lessons are (or were) due. */
  dueDate: string;
  /** The assigned lessons whose pass is current on the day. */
  passedLessons: string[];
};

/**
 * A person's training on `today`. Each assigned lesson is due 30 days after the start date until it is passed;
 * a pass is current for 365 days after its day, then the lesson is due again on that day. An outside course
 * counts as a pass of every assigned lesson on its day. Complete when every lesson's pass is current; otherwise
 * due, or overdue once today is past the earliest due date of the lessons not current.
 */
export function trainingStatusOn(
  person: { startDate: string },
  assigned: readonly string[],
  passes: readonly TrainingPass[],
  today: string,
): TrainingStanding {
  const lastPass = (lessonId: string): string | undefined =>
    passes
      .filter((pass) => pass.lessonId === lessonId || pass.lessonId === EXTERNAL_LESSON)
      .map((pass) => pass.day)
      .sort()
      .at(-1);
  const lessons = assigned.map((lessonId) => {
    const passed = lastPass(lessonId);
    const dueDate = passed ? addDays(passed, DAYS_A_PASS_LASTS) : addDays(person.startDate, DAYS_TO_FIRST_COMPLETION);
    return { lessonId, dueDate, current: passed !== undefined && today <= dueDate };
  });
  const passedLessons = lessons.filter((lesson) => lesson.current).map((lesson) => lesson.lessonId);
  const open = lessons.filter((lesson) => !lesson.current);
  const earliest = (list: typeof lessons) => list.map((lesson) => lesson.dueDate).sort()[0];
  if (open.length === 0) {
    return { status: 'complete', dueDate: earliest(lessons) ?? addDays(today, DAYS_A_PASS_LASTS), passedLessons };
  }
  const dueDate = earliest(open)!;
  return { status: today > dueDate ? 'overdue' : 'due', dueDate, passedLessons };
}

export type TrainingFigures = { total: number; complete: number; overdue: number; text: string };

/** The organization's figures: "9 of 12 people complete, 2 overdue". */
export function trainingFigures(statuses: readonly TrainingStatus[]): TrainingFigures {
  const total = statuses.length;
  const complete = statuses.filter((status) => status === 'complete').length;
  const overdue = statuses.filter((status) => status === 'overdue').length;
  return { total, complete, overdue, text: `${complete} of ${total} ${total === 1 ? 'person' : 'people'} complete, ${overdue} overdue` };
}

/** A person's line of the training table. */
export type PersonTrainingRow = { personId: string; name: string; department: string } & TrainingStanding;

/** A person's training: their status on a day, the lessons assigned, and every attempt and outside course. */
export type PersonTraining = TrainingStanding & {
  personId: string;
  assigned: { id: string; title: string; passed: boolean }[];
  completions: TrainingCompletion[];
};
