import { MODEL_ANSWER_NOTE, WITHHELD_NOTE, checkedAnswer, checkedBatch, quoteHolds } from '@/lib/domain/questionnaires/model-check';
import { batchesOf, type ModelAnswer } from '@/lib/domain/questionnaires/model-prompt';
import { duties, keysSection, reviewsSection } from './model-fixtures';

// Q1 was given R1 (keys) and R2 (duties); Q2 was given R3 (reviews) and R1.
const [batch] = batchesOf([
  { index: 4, text: 'Are encryption keys rotated?', records: [keysSection, duties] },
  { index: 7, text: 'Is access to production reviewed?', records: [reviewsSection, keysSection] },
]);
const [keysQuestion, reviewQuestion] = batch!.questions;

const reply = (overrides: Partial<ModelAnswer> = {}): ModelAnswer => ({
  question: 'Q1',
  answer: 'Yes. Encryption keys are rotated every ninety days.',
  kind: 'yes',
  citations: [{ record: 'R1', quote: 'Encryption keys are rotated every ninety days' }],
  ...overrides,
});

describe('quoteHolds', () => {
  it('finds the quoted words in the record whatever their case, punctuation or spacing', () => {
    expect(quoteHolds('encryption KEYS are rotated,  every ninety days.', keysSection)).toBe(true);
    expect(quoteHolds('Cryptography Policy Keys Encryption', keysSection)).toBe(true);
  });

  it('refuses words the record does not hold, words out of order, a part of a word, and a quote too short to prove anything', () => {
    expect(quoteHolds('Encryption keys are rotated every thirty days', keysSection)).toBe(false);
    expect(quoteHolds('keys encryption are rotated', keysSection)).toBe(false);
    expect(quoteHolds('ncryption keys are rotated', keysSection)).toBe(false);
    expect(quoteHolds('keys are rotated', keysSection)).toBe(false);
  });
});

describe('checkedAnswer', () => {
  it('keeps an answer whose every quote is in a record given for its question, citing those records', () => {
    const suggestion = checkedAnswer(keysQuestion!, reply(), batch!.records);
    expect(suggestion).toMatchObject({
      answer: 'Yes. Encryption keys are rotated every ninety days.',
      kind: 'yes',
      sources: [{ type: 'policy', id: keysSection.id, label: keysSection.label, version: 'v1.0' }],
      note: MODEL_ANSWER_NOTE,
    });
    expect(suggestion.confidence).toBeGreaterThanOrEqual(0.5);
    expect(suggestion.confidence).toBeLessThanOrEqual(0.99);
  });

  it('cites each record once, however often it is quoted', () => {
    const twice = reply({
      citations: [
        { record: 'R1', quote: 'Encryption keys are rotated every ninety days' },
        { record: 'R1', quote: 'rotated every ninety days by the platform team' },
      ],
    });
    expect(checkedAnswer(keysQuestion!, twice, batch!.records).sources).toHaveLength(1);
  });

  it.each([
    [
      'a record of the batch not given for this question',
      reply({ citations: [{ record: 'R3', quote: 'Access to production systems is reviewed' }] }),
    ],
    ['a record id never given', reply({ citations: [{ record: 'R9', quote: 'Encryption keys are rotated every ninety days' }] })],
    ['words the record does not hold', reply({ citations: [{ record: 'R1', quote: 'Keys are rotated every day by robots' }] })],
    [
      'one good and one invented citation',
      reply({ citations: [...reply().citations, { record: 'R2', quote: 'We hold an ISO 27701 certificate' }] }),
    ],
    ['no citation', reply({ citations: [] })],
    ['no kind', reply({ kind: null })],
    ['a Yes written as No', reply({ answer: 'No. Keys are never rotated.' })],
    ['a No written as Yes', reply({ kind: 'no' })],
  ])('withholds an answer citing %s', (_, answer) => {
    expect(checkedAnswer(keysQuestion!, answer, batch!.records)).toEqual({
      answer: null,
      kind: null,
      confidence: 0,
      sources: [],
      note: WITHHELD_NOTE,
    });
  });

  it('gives no answer, and no note, when the model says the records do not answer', () => {
    expect(checkedAnswer(keysQuestion!, reply({ answer: null, kind: null, citations: [] }), batch!.records)).toEqual({
      answer: null,
      kind: null,
      confidence: 0,
      sources: [],
    });
    expect(checkedAnswer(keysQuestion!, reply({ answer: '   ' }), batch!.records).answer).toBeNull();
  });
});

describe('checkedBatch', () => {
  it("answers by the questions' places in the questionnaire, each checked against its own records", () => {
    const checked = checkedBatch(batch!, {
      answers: [
        reply(),
        reply({
          question: 'Q2',
          answer: 'Yes. Access is reviewed quarterly.',
          citations: [{ record: 'R2', quote: 'Conflicting duties and areas of responsibility' }],
        }),
      ],
    });
    expect([...checked.keys()]).toEqual([4, 7]);
    expect(checked.get(4)!.answer).toBe('Yes. Encryption keys are rotated every ninety days.');
    expect(checked.get(7)).toMatchObject({ answer: null, note: WITHHELD_NOTE });
    expect(reviewQuestion!.recordKeys).not.toContain('R2');
  });

  it('leaves out a question the reply skips, ignores one never asked, and takes the first of two answers', () => {
    const checked = checkedBatch(batch!, {
      answers: [reply(), reply({ answer: 'No.', kind: 'no', citations: [] }), reply({ question: 'Q9' })],
    });
    expect([...checked.keys()]).toEqual([4]);
    expect(checked.get(4)!.kind).toBe('yes');
  });
});
