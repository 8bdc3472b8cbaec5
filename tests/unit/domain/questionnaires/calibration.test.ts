import {
  calibrated,
  fitCalibration,
  KnowledgeIndex,
  MIN_CONFIDENCE,
  questionnaireCalibration,
  type Calibration,
} from '@/lib/domain/questionnaires';
import { demoLikeKnowledge } from './fixtures';

describe('fitCalibration', () => {
  it('pools scores whose rates would fall as the score rises, so the mapping never goes down', () => {
    const steps = fitCalibration([
      { raw: 0.5, right: false },
      { raw: 0.55, right: true },
      { raw: 0.6, right: false },
      { raw: 0.7, right: true },
      { raw: 0.8, right: true },
    ]);
    expect(steps).toEqual([
      { from: 0.5, right: 0, answers: 1 },
      { from: 0.55, right: 0.5, answers: 2 },
      { from: 0.7, right: 1, answers: 2 },
    ]);
    for (let index = 1; index < steps.length; index += 1) expect(steps[index]!.right).toBeGreaterThan(steps[index - 1]!.right);
  });

  it('keeps answers of the same score in one step', () => {
    expect(
      fitCalibration([
        { raw: 0.6, right: true },
        { raw: 0.6, right: false },
      ]),
    ).toEqual([{ from: 0.6, right: 0.5, answers: 2 }]);
  });

  it('fits nothing from nothing', () => {
    expect(fitCalibration([])).toEqual([]);
  });
});

describe('calibrated', () => {
  const calibration: Calibration = {
    fittedOn: 'example',
    steps: [
      { from: 0.5, right: 0.4, answers: 10 },
      { from: 0.75, right: 0.95, answers: 10 },
    ],
  };

  it.each([
    [0.3, 0.4],
    [0.5, 0.4],
    [0.74, 0.4],
    [0.75, 0.95],
    [1, 0.95],
  ])('shows the rate of the step a raw score of %d falls in', (raw, shown) => {
    expect(calibrated(raw, calibration)).toBe(shown);
  });

  it('shows the raw score, in hundredths, where nothing was fitted', () => {
    expect(calibrated(0.666, { fittedOn: 'none', steps: [] })).toBe(0.67);
  });

  it('is in use as fitted, rising with the score, with how it was fitted', () => {
    expect(questionnaireCalibration.fittedOn).toMatch(/dev split/);
    const rates = questionnaireCalibration.steps.map((step) => step.right);
    expect(rates).toEqual([...rates].sort((a, b) => a - b));
  });
});

describe('the shown confidence', () => {
  const unsure: Calibration = { fittedOn: 'example', steps: [{ from: 0.5, right: MIN_CONFIDENCE - 0.1, answers: 10 }] };
  const sure: Calibration = { fittedOn: 'example', steps: [{ from: 0.5, right: 0.97, answers: 10 }] };
  const question = 'Is separation of duties enforced?';

  it('is the calibrated rate, not the raw score', () => {
    const suggestion = new KnowledgeIndex(demoLikeKnowledge, sure).suggest(question);
    expect(suggestion.confidence).toBe(0.97);
    expect(suggestion.sources[0]?.id).toBe('GOV-05');
  });

  it('withholds an answer whose rate is under the threshold: no answer found stays the default', () => {
    expect(new KnowledgeIndex(demoLikeKnowledge, unsure).suggest(question)).toEqual({
      answer: null,
      kind: null,
      confidence: 0,
      sources: [],
    });
  });
});
