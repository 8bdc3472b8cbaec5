import { lessonById, trainingLessons } from '@/lib/catalog/training';

describe('the security-awareness course', () => {
  it('has the six lessons, the HIPAA module only for HIPAA', () => {
    expect(trainingLessons.map((lesson) => lesson.id)).toEqual([
      'phishing',
      'passwords-mfa',
      'data-handling',
      'incident-reporting',
      'device-security',
      'hipaa',
    ]);
    expect(trainingLessons.filter((lesson) => lesson.onlyFor).map((lesson) => [lesson.id, lesson.onlyFor])).toEqual([['hipaa', 'hipaa']]);
  });

  it('has unique lesson ids, none of them the outside-course id', () => {
    const ids = trainingLessons.map((lesson) => lesson.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).not.toContain('external');
  });

  describe.each(trainingLessons.map((lesson) => [lesson.id, lesson] as const))('%s', (_id, lesson) => {
    it('has a title, a summary and 3 to 6 short paragraphs', () => {
      expect(lesson.title.trim()).not.toBe('');
      expect(lesson.summary.trim()).not.toBe('');
      expect(lesson.paragraphs.length).toBeGreaterThanOrEqual(3);
      expect(lesson.paragraphs.length).toBeLessThanOrEqual(6);
      for (const paragraph of lesson.paragraphs) expect(paragraph.length).toBeLessThan(500);
    });

    it('has 4 or 5 questions with unique ids', () => {
      expect(lesson.questions.length).toBeGreaterThanOrEqual(4);
      expect(lesson.questions.length).toBeLessThanOrEqual(5);
      const ids = lesson.questions.map((question) => question.id);
      expect(new Set(ids).size).toBe(ids.length);
    });

    it('gives each question at least 2 distinct choices, exactly one of them right, and an explanation', () => {
      for (const question of lesson.questions) {
        const choiceIds = question.choices.map((choice) => choice.id);
        expect(choiceIds.length).toBeGreaterThanOrEqual(2);
        expect(new Set(choiceIds).size).toBe(choiceIds.length);
        expect(choiceIds.filter((id) => id === question.answer)).toHaveLength(1);
        expect(question.prompt.trim()).not.toBe('');
        expect(question.explanation.trim()).not.toBe('');
        expect(question.explanation).not.toMatch(/\n/);
      }
    });
  });

  it('finds a lesson by id, and nothing for an unknown one', () => {
    expect(lessonById('hipaa')?.title).toMatch(/HIPAA/);
    expect(lessonById('nope')).toBeUndefined();
  });
});
