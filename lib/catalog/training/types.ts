/** One choice of a quiz question. */
export type QuizChoice = { id: string; text: string };

/** A multiple-choice question: one right choice, and why it is right (shown after a wrong answer). */
export type QuizQuestion = { id: string; prompt: string; choices: readonly QuizChoice[]; answer: string; explanation: string };

/**
 * A lesson of the built-in security-awareness course. `onlyFor` names the directory framework an organization must
 * follow for the lesson to be assigned (the HIPAA module); without it every person is assigned the lesson.
 */
export type Lesson = {
  id: string;
  title: string;
  summary: string;
  paragraphs: readonly string[];
  questions: readonly QuizQuestion[];
  onlyFor?: 'hipaa';
};
