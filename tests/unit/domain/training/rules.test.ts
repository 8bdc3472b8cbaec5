import { lessonById, type Lesson } from '@/lib/catalog/training';
import { addDays } from '@/lib/domain/calendar-days';
import {
  assignedLessons,
  EXTERNAL_LESSON,
  isPassing,
  scoreQuiz,
  trainingFigures,
  trainingStatusOn,
  unknownQuestionMessage,
} from '@/lib/domain/training/rules';

const lesson = (questions: number): Lesson => ({
  id: 'sample',
  title: 'Sample',
  summary: '',
  paragraphs: [],
  questions: Array.from({ length: questions }, (_, index) => ({
    id: `q${index + 1}`,
    prompt: `Question ${index + 1}`,
    choices: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ],
    answer: 'a',
    explanation: `Because ${index + 1}`,
  })),
});

describe('scoreQuiz', () => {
  it('scores every right answer as 100 and passes', () => {
    expect(scoreQuiz(lesson(5), { q1: 'a', q2: 'a', q3: 'a', q4: 'a', q5: 'a' })).toEqual({
      ok: true,
      score: 100,
      passed: true,
      correct: 5,
      total: 5,
      mistakes: [],
    });
  });

  it('passes at exactly 80% and lists the one mistake with its explanation', () => {
    const scored = scoreQuiz(lesson(5), { q1: 'a', q2: 'b', q3: 'a', q4: 'a', q5: 'a' });
    expect(scored).toMatchObject({ ok: true, score: 80, passed: true, correct: 4 });
    expect(scored.ok && scored.mistakes).toEqual([{ questionId: 'q2', prompt: 'Question 2', explanation: 'Because 2' }]);
  });

  it('fails at 75% (3 of 4)', () => {
    expect(scoreQuiz(lesson(4), { q1: 'a', q2: 'a', q3: 'a', q4: 'b' })).toMatchObject({ ok: true, score: 75, passed: false });
  });

  it('counts a missing answer and an unknown choice as wrong', () => {
    const scored = scoreQuiz(lesson(4), { q1: 'a', q2: 'z' });
    expect(scored).toMatchObject({ ok: true, score: 25, passed: false, correct: 1 });
    expect(scored.ok && scored.mistakes.map((mistake) => mistake.questionId)).toEqual(['q2', 'q3', 'q4']);
  });

  it('scores no answers at all as 0', () => {
    expect(scoreQuiz(lesson(4), {})).toMatchObject({ ok: true, score: 0, passed: false });
  });

  it('refuses answers to questions the lesson does not have', () => {
    expect(scoreQuiz(lesson(4), { q1: 'a', q9: 'a', other: 'b' })).toEqual({ ok: false, message: unknownQuestionMessage(['q9', 'other']) });
  });

  it('rounds the percent (2 of 3 is 67)', () => {
    expect(scoreQuiz(lesson(3), { q1: 'a', q2: 'a' })).toMatchObject({ score: 67, passed: false });
  });
});

describe('isPassing', () => {
  it.each([
    [79, false],
    [80, true],
    [100, true],
    [0, false],
  ])('%i → %s', (score, passed) => expect(isPassing(score)).toBe(passed));
});

describe('assignedLessons', () => {
  it('leaves the HIPAA module out unless HIPAA is followed', () => {
    expect(assignedLessons(false).map((item) => item.id)).toEqual([
      'phishing',
      'passwords-mfa',
      'data-handling',
      'incident-reporting',
      'device-security',
    ]);
    expect(assignedLessons(true).map((item) => item.id)).toContain('hipaa');
    expect(assignedLessons(true)).toHaveLength(6);
  });
});

describe('addDays', () => {
  it('crosses months, years and leap days', () => {
    expect(addDays('2024-01-31', 30)).toBe('2024-03-01');
    expect(addDays('2023-12-15', 30)).toBe('2024-01-14');
    expect(addDays('2024-03-01', 365)).toBe('2025-03-01');
    expect(addDays('2024-02-29', -1)).toBe('2024-02-28');
  });
});

describe('trainingStatusOn', () => {
  const assigned = ['phishing', 'passwords-mfa'];
  const start = { startDate: '2025-01-01' };

  it('is due 30 days after the start date while nothing is passed', () => {
    expect(trainingStatusOn(start, assigned, [], '2025-01-10')).toEqual({ status: 'due', dueDate: '2025-01-31', passedLessons: [] });
  });

  it('is still due on the due date and overdue the day after', () => {
    expect(trainingStatusOn(start, assigned, [], '2025-01-31').status).toBe('due');
    expect(trainingStatusOn(start, assigned, [], '2025-02-01').status).toBe('overdue');
  });

  it('stays due (with the first due date) while only some lessons are passed', () => {
    const passes = [{ lessonId: 'phishing', day: '2025-01-05' }];
    expect(trainingStatusOn(start, assigned, passes, '2025-01-10')).toEqual({
      status: 'due',
      dueDate: '2025-01-31',
      passedLessons: ['phishing'],
    });
  });

  it('is complete when every assigned lesson is passed, due again a year after the earliest pass', () => {
    const passes = [
      { lessonId: 'phishing', day: '2025-01-05' },
      { lessonId: 'passwords-mfa', day: '2025-01-07' },
    ];
    expect(trainingStatusOn(start, assigned, passes, '2025-06-01')).toEqual({
      status: 'complete',
      dueDate: '2026-01-05',
      passedLessons: ['phishing', 'passwords-mfa'],
    });
  });

  it('stays complete 365 days after a pass and turns overdue the day after', () => {
    const passes = [
      { lessonId: 'phishing', day: '2025-01-05' },
      { lessonId: 'passwords-mfa', day: '2025-01-05' },
    ];
    expect(trainingStatusOn(start, assigned, passes, '2026-01-05').status).toBe('complete');
    expect(trainingStatusOn(start, assigned, passes, '2026-01-06')).toEqual({
      status: 'overdue',
      dueDate: '2026-01-05',
      passedLessons: [],
    });
  });

  it('reads the latest pass of a lesson, whatever the order', () => {
    const passes = [
      { lessonId: 'phishing', day: '2025-06-01' },
      { lessonId: 'phishing', day: '2024-01-01' },
      { lessonId: 'passwords-mfa', day: '2025-06-02' },
    ];
    expect(trainingStatusOn(start, assigned, passes, '2026-03-01')).toMatchObject({ status: 'complete', dueDate: '2026-06-01' });
  });

  it('ignores passes of lessons not assigned', () => {
    const passes = [{ lessonId: 'hipaa', day: '2025-01-05' }];
    expect(trainingStatusOn(start, assigned, passes, '2025-01-10')).toMatchObject({ status: 'due', passedLessons: [] });
  });

  it('counts an outside course as a pass of every assigned lesson', () => {
    const passes = [{ lessonId: EXTERNAL_LESSON, day: '2025-03-01' }];
    expect(trainingStatusOn(start, assigned, passes, '2025-04-01')).toEqual({
      status: 'complete',
      dueDate: '2026-03-01',
      passedLessons: assigned,
    });
  });

  it('is overdue when the lesson newly assigned was due long ago', () => {
    const passes = [{ lessonId: 'phishing', day: '2025-03-01' }];
    expect(trainingStatusOn({ startDate: '2020-01-01' }, ['phishing', 'hipaa'], passes, '2025-04-01')).toEqual({
      status: 'overdue',
      dueDate: '2020-01-31',
      passedLessons: ['phishing'],
    });
  });

  it('is complete with nothing assigned, due a year ahead', () => {
    expect(trainingStatusOn(start, [], [], '2025-04-01')).toEqual({ status: 'complete', dueDate: '2026-04-01', passedLessons: [] });
  });
});

describe('trainingFigures', () => {
  it('counts complete and overdue people', () => {
    expect(trainingFigures(['complete', 'due', 'overdue', 'complete', 'overdue']).text).toBe('2 of 5 people complete, 2 overdue');
    expect(trainingFigures(['complete'])).toEqual({ total: 1, complete: 1, overdue: 0, text: '1 of 1 person complete, 0 overdue' });
    expect(trainingFigures([]).text).toBe('0 of 0 people complete, 0 overdue');
  });
});

describe('the real lessons', () => {
  it('score their own right answers as a pass', () => {
    const phishing = lessonById('phishing')!;
    const right = Object.fromEntries(phishing.questions.map((question) => [question.id, question.answer]));
    expect(scoreQuiz(phishing, right)).toMatchObject({ ok: true, score: 100, passed: true });
  });
});
