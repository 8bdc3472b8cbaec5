import { answerStandingOf, confidenceLabel } from '@/lib/domain/questionnaires/answer-standing';

const suggestion = { answer: 'Yes. Keys are rotated every ninety days.', confidence: 0.74 };
const approvedAt = new Date('2026-11-20T10:00:00Z');

describe('answerStandingOf', () => {
  it('gives an approved answer with the confidence of the suggestion it approved as written', () => {
    expect(answerStandingOf({ answer: suggestion.answer, approvedAt, suggestion })).toEqual({
      answer: suggestion.answer,
      status: 'approved',
      confidence: 0.74,
    });
  });

  it("gives a person's own words no confidence of the records, approved or not", () => {
    expect(answerStandingOf({ answer: 'Yes, quarterly.', approvedAt, suggestion })).toEqual({
      answer: 'Yes, quarterly.',
      status: 'approved',
      confidence: null,
    });
    expect(answerStandingOf({ answer: 'Yes, quarterly.', approvedAt: null, suggestion })).toEqual({
      answer: 'Yes, quarterly.',
      status: 'edited',
      confidence: null,
    });
  });

  it('gives the suggestion while nobody has edited or approved it, and nothing when there is none', () => {
    expect(answerStandingOf({ answer: null, approvedAt: null, suggestion })).toEqual({
      answer: suggestion.answer,
      status: 'suggested',
      confidence: 0.74,
    });
    expect(answerStandingOf({ answer: null, approvedAt: null, suggestion: { answer: null, confidence: 0 } })).toEqual({
      answer: null,
      status: 'unanswered',
      confidence: null,
    });
    expect(answerStandingOf({ answer: null, approvedAt: null, suggestion: null })).toMatchObject({ status: 'unanswered' });
  });
});

describe('confidenceLabel', () => {
  it('reads as a whole percentage, and as nothing without a confidence', () => {
    expect(confidenceLabel(0.675)).toBe('68%');
    expect(confidenceLabel(1)).toBe('100%');
    expect(confidenceLabel(null)).toBe('');
  });
});
