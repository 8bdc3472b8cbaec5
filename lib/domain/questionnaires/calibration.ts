/**
 * The confidence the screen shows is the share of answers like it that a person graded right: the answerer's raw
 * score (how much of the question the record covers, the trust its kind deserves, its search rank) mapped through
 * a monotone step function fitted on graded answers. Fitted by `scripts/fit-questionnaire-calibration.ts` on the
 * questionnaire benchmark's dev split only (bench/questionnaire/dev), by isotonic regression (pool adjacent
 * violators) of "graded A or B" on the raw score; the held-out split is never used for it. Each step shows the
 * least rate its graded answers make likely (the lower end of its 95 % Wilson interval), not the rate they happened
 * to reach: five right of six is no evidence that such answers are right four times in five, seventy of seventy is.
 */

/** One step: from this raw score up, answers are right at least at this rate (`answers` graded ones showed it). */
export type CalibrationStep = { from: number; right: number; answers: number };

export type Calibration = { fittedOn: string; steps: readonly CalibrationStep[] };

/** A graded answer: its raw score and whether a person found it right. */
export type GradedScore = { raw: number; right: boolean };

/**
 * The monotone step function that best fits the graded scores (least squares): pool adjacent violators over the
 * answers sorted by raw score, so a higher score never maps to a lower rate.
 */
export function fitCalibration(samples: readonly GradedScore[]): CalibrationStep[] {
  const sorted = [...samples].sort((a, b) => a.raw - b.raw);
  const blocks: { from: number; right: number; answers: number }[] = [];
  for (const sample of sorted) {
    blocks.push({ from: sample.raw, right: sample.right ? 1 : 0, answers: 1 });
    while (blocks.length >= 2) {
      const last = blocks[blocks.length - 1]!;
      const before = blocks[blocks.length - 2]!;
      const sameScore = last.from === before.from;
      if (!sameScore && before.right / before.answers < last.right / last.answers) break;
      blocks.splice(blocks.length - 2, 2, { from: before.from, right: before.right + last.right, answers: before.answers + last.answers });
    }
  }
  // A higher score never shows less than a lower one: its answers are right at least as often.
  let floor = 0;
  return blocks.map((block) => {
    floor = Math.max(floor, leastLikelyRate(block.right, block.answers));
    return { from: block.from, right: Math.floor(floor * 100) / 100, answers: block.answers };
  });
}

/** The normal quantile of a two-sided 95 % interval. */
const Z = 1.96;

/** The lower end of the Wilson score interval of `right` successes in `answers` trials. */
export function leastLikelyRate(right: number, answers: number): number {
  if (answers === 0) return 0;
  const rate = right / answers;
  const spread = Z * Math.sqrt((rate * (1 - rate)) / answers + (Z * Z) / (4 * answers * answers));
  return Math.max(0, (rate + (Z * Z) / (2 * answers) - spread) / (1 + (Z * Z) / answers));
}

/** The shown confidence of a raw score: the rate of its step; below the first step, the first step's rate. */
export function calibrated(raw: number, calibration: Calibration): number {
  const { steps } = calibration;
  if (steps.length === 0) return Math.round(raw * 100) / 100;
  let rate = steps[0]!.right;
  for (const step of steps) if (raw >= step.from) rate = step.right;
  return rate;
}
