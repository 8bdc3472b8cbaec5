import {
  calibrated,
  fitCalibration,
  KnowledgeIndex,
  leastLikelyRate,
  MIN_CONFIDENCE,
  questionnaireCalibration,
  type Calibration,
} from '@/lib/domain/questionnaires';
import { demoLikeKnowledge } from './fixtures';

const leastLikelyRateInHundredths = (right: number, answers: number) => Math.floor(leastLikelyRate(right, answers) * 100) / 100;

describe('fitCalibration', () => {
  it('pools scores whose rates would fall as the score rises, so the mapping never goes down', () => {
    const steps = fitCalibration([
      { raw: 0.5, right: false },
      { raw: 0.55, right: true },
      { raw: 0.6, right: false },
      { raw: 0.7, right: true },
      { raw: 0.8, right: true },
    ]);
    expect(steps.map(({ from, answers }) => ({ from, answers }))).toEqual([
      { from: 0.5, answers: 1 },
      { from: 0.55, answers: 2 },
      { from: 0.7, answers: 2 },
    ]);
    for (let index = 1; index < steps.length; index += 1) expect(steps[index]!.right).toBeGreaterThan(steps[index - 1]!.right);
  });

  it('keeps answers of the same score in one step', () => {
    expect(
      fitCalibration([
        { raw: 0.6, right: true },
        { raw: 0.6, right: false },
      ]),
    ).toEqual([{ from: 0.6, right: leastLikelyRateInHundredths(1, 2), answers: 2 }]);
  });

  it('shows the least rate the graded answers make likely, not the rate they happened to reach', () => {
    const fitted = (right: number, wrong: number) =>
      fitCalibration([
        ...Array.from({ length: right }, () => ({ raw: 0.9, right: true })),
        ...Array.from({ length: wrong }, () => ({ raw: 0.9, right: false })),
      ])[0]!.right;
    expect(fitted(5, 1)).toBeLessThan(MIN_CONFIDENCE);
    expect(fitted(2, 0)).toBeLessThan(MIN_CONFIDENCE);
    expect(fitted(74, 0)).toBeGreaterThanOrEqual(0.95);
    expect(fitted(74, 0)).toBeLessThan(1);
    expect(fitted(95, 5)).toBeGreaterThan(0.85);
    expect(fitted(95, 5)).toBeLessThan(0.95);
  });

  it('never shows a higher score less than a lower one, though its answers are fewer', () => {
    const steps = fitCalibration([
      ...Array.from({ length: 40 }, () => ({ raw: 0.7, right: true })),
      { raw: 0.7, right: false },
      { raw: 0.9, right: true },
    ]);
    expect(steps).toHaveLength(2);
    expect(steps[1]!.right).toBe(steps[0]!.right);
    expect(steps[0]!.right).toBeGreaterThan(0.85);
  });

  it('gives the lower end of the Wilson interval', () => {
    expect(leastLikelyRate(0, 0)).toBe(0);
    expect(leastLikelyRate(0, 10)).toBe(0);
    expect(leastLikelyRate(1, 2)).toBeCloseTo(0.0945, 3);
    expect(leastLikelyRate(2, 2)).toBeCloseTo(0.3424, 3);
    expect(leastLikelyRate(50, 100)).toBeCloseTo(0.4038, 3);
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
