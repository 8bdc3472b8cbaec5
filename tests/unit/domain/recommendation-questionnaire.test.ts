import {
  answersFromDraft,
  answersFromQuery,
  answersToQuery,
  minutesRemaining,
  progressFor,
  questions,
} from '@/lib/domain/recommendation-questionnaire';

describe('questions', () => {
  it('offers exactly the industry, data and location options of the three questions', () => {
    expect(questions.map((question) => question.options.map((option) => option.value))).toEqual([
      ['digital-health', 'fintech', 'saas', 'ai', 'ecommerce', 'other'],
      ['healthcare', 'financial', 'personal', 'educational', 'children', 'none'],
      ['us', 'eu', 'california', 'global'],
    ]);
  });
});

describe('progressFor', () => {
  it.each([
    [0, 'Question 1 of 3', 33],
    [1, 'Question 2 of 3', 67],
    [2, 'Question 3 of 3', 100],
  ])('question index %i reads %s at %i%%', (index, label, percent) => {
    expect(progressFor(index)).toEqual({ label, percent });
  });
});

describe('minutesRemaining', () => {
  it.each([
    [0, 2],
    [1, 1],
    [2, 1],
    [3, 0],
  ])('at question index %i about %i minutes remain', (index, minutes) => {
    expect(minutesRemaining(index)).toBe(minutes);
  });
});

describe('shareable answers', () => {
  it('round-trips through the query', () => {
    const answers = { question_0: 'fintech', question_1: 'skipped', question_2: 'eu' } as const;
    const query = new URLSearchParams(answersToQuery(answers));
    expect(query.toString()).toBe('industry=fintech&data=skipped&location=eu');
    expect(answersFromQuery((name) => query.get(name))).toEqual(answers);
  });

  it.each(['industry=fintech&data=none', 'industry=bank&data=none&location=us', 'industry=fintech&data=none&location=mars', ''])(
    'rejects the incomplete or unknown query %p',
    (raw) => {
      const query = new URLSearchParams(raw);
      expect(answersFromQuery((name) => query.get(name))).toBeUndefined();
    },
  );
});

describe('answersFromDraft', () => {
  it('completes only when all three answers are known', () => {
    expect(answersFromDraft({ question_0: 'ai', question_1: 'none' })).toBeUndefined();
    expect(answersFromDraft({ question_0: 'ai', question_1: 'none', question_2: 'planet' })).toBeUndefined();
    expect(answersFromDraft({ question_0: 'ai', question_1: 'skipped', question_2: 'global' })).toEqual({
      question_0: 'ai',
      question_1: 'skipped',
      question_2: 'global',
    });
  });
});
